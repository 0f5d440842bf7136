// `npm run backup` (server/backup/backup.ts), bundled into build/cli/backup.mjs.
import { keepNewFilesPrivate } from "#server/process/private-files";
import { runBackup } from "./backup";

// The backup and the restored database hold the leads: new files are the owner's alone.
keepNewFilesPrivate();
process.exitCode = await runBackup({
  args: process.argv.slice(2),
  env: process.env,
  print: (line) => console.log(line),
});
