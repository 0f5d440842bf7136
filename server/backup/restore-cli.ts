// `npm run restore` (server/backup/backup.ts), bundled into build/cli/restore.mjs.
import { keepNewFilesPrivate } from "#server/process/private-files";
import { runRestore } from "./backup";

// The backup and the restored database hold the leads: new files are the owner's alone.
keepNewFilesPrivate();
// An error no check foresaw (PGlite's own, thrown outside any promise) is still one line: the
// database is only replaced at the very end, by renames that throw where they are called.
const oneLine = (error: unknown) => {
  console.log(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};
process.on("uncaughtException", oneLine);
process.on("unhandledRejection", oneLine);
process.exitCode = await runRestore({
  args: process.argv.slice(2),
  env: process.env,
  print: (line) => console.log(line),
});
