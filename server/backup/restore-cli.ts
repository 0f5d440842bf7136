// `npm run restore` (server/backup/backup.ts), bundled into build/cli/restore.mjs.
import { runRestore } from "./backup";

process.exitCode = await runRestore({
  args: process.argv.slice(2),
  env: process.env,
  print: (line) => console.log(line),
});
