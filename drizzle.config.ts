import { defineConfig } from "drizzle-kit";

// Migrations are generated from the site's and the bundled platform's schema files and applied at start (server/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/db/schema.ts", "./server/bundled-platform/schema.ts"],
  out: "./server/db/migrations",
});
