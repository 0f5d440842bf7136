// Stores N pending inquiries in a PGlite DATA_DIR (the server must be stopped), for measuring
// how fast the outbox drains a backlog: `npx tsx scripts/seed-inquiries.ts <dataDir> <count>`.
import { storeInquiry } from "../server/inquiries/store";
import { openDatabase } from "../server/db/client";

const [dataDir, count = "1000"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: seed-inquiries.ts <dataDir> [count]");
const database = await openDatabase({ dataDir });
for (let n = 0; n < Number(count); n++) {
  await storeInquiry(
    database.db,
    {
      full_name: `Backlog ${n}`,
      email_add: `backlog${n}@example.com`,
      company: "",
      subject: "Backlog",
      message: "A stored inquiry waiting for delivery.",
      country: "+91",
      phone_num: "9876543210",
    },
    `backlog-${String(n).padStart(16, "0")}`,
  );
}
await database.close();
