// `npm run backup` (server/backup/backup.ts), bundled into build/cli/backup.mjs.
import { runBackup } from "./backup";

process.exitCode = await runBackup({
  args: process.argv.slice(2),
  env: process.env,
  print: (line) => console.log(line),
});
