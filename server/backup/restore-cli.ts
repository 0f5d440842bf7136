// `npm run restore` (server/backup/backup.ts), bundled into build/cli/restore.mjs.
import { keepNewFilesPrivate } from "#server/process/private-files";
import { runRestore } from "./backup";

// The backup and the restored database hold the leads: new files are the owner's alone.
keepNewFilesPrivate();
process.exitCode = await runRestore({
  args: process.argv.slice(2),
  env: process.env,
  print: (line) => console.log(line),
});
