import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { looseModes } from "#server/process/private-files";
import { expect, test } from "./support/fixtures";
import { startSiteServer, type SiteServer } from "./support/servers";

/**
 * Issue 45: a new DATA_DIR (the leads, the desk's users and sessions) is the owner's alone:
 * folders 0700, files 0600, whatever the umask the server was started with; one made open to
 * others is warned about at start, and the database's own files are made private again.
 */
test.describe.configure({ mode: "serial" });

let site: SiteServer | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A folder the server makes itself, as on a first start.
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "private-data-")), "data");
  site = await startSiteServer({ DATA_DIR: dataDir, LOG_REQUESTS: "false" });
});

test.afterAll(async () => {
  await site?.stop();
});

test("a new DATA_DIR holds nothing group or others may read or write", async () => {
  // A lead stored, so the tables' files have been written to, not only created.
  const stored = await fetch(`${site!.url}/api/users/inquiry-form/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      full_name: "Ada Lovelace",
      email_add: "ada@example.com",
      company: "",
      subject: "Pricing",
      message: "Please call me.",
      country: "+44",
      phone_num: "2071234567",
      type: "Website",
    }),
  });
  expect(stored.status).toBe(201);
  const modes = looseModes(dataDir);
  expect(modes.total).toBeGreaterThan(100);
  expect(modes, `${modes.example} is open to group or others`).toMatchObject({ loose: 0 });
  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  expect(fs.statSync(path.join(dataDir, "pglite", "global", "pg_control")).mode & 0o777).toBe(
    0o600,
  );
  expect(site!.output()).not.toContain("DATA_DIR is open to other users");
});

test("a DATA_DIR open to others is warned about at start, in one line; the database's own files are made private", async () => {
  test.setTimeout(120_000);
  await site!.stop();
  fs.chmodSync(dataDir, 0o755);
  fs.chmodSync(path.join(dataDir, "pglite", "global", "pg_control"), 0o666);
  const before = site!.output().length;
  await site!.restart();
  const lines = site!
    .output()
    .slice(before)
    .split("\n")
    .filter((line) => line.includes("DATA_DIR is open to other users"));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('"level":"warn"');
  // The folder itself; the database file was made private again when the database opened.
  expect(lines[0]).toContain("1 of ");
  expect(lines[0]).toContain("(e.g. .)");
  expect(lines[0]).toContain(`chmod -R go-rwx ${dataDir}`);
  expect(fs.statSync(path.join(dataDir, "pglite", "global", "pg_control")).mode & 0o777).toBe(
    0o600,
  );
});
