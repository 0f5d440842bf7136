// Child process for data-dir-holder.ts: takes the DATA_DIR lock the way a running server does
// (the same lock file and stale time, passed in), says "locked", and holds it until its stdin
// closes. Plain JavaScript so it runs on whichever Node runs the tests.
import lockfile from "proper-lockfile";

const [dir, lockfilePath, staleMs, updateMs] = process.argv.slice(2);
await lockfile.lock(dir, {
  lockfilePath,
  realpath: false,
  stale: Number(staleMs),
  update: Number(updateMs),
  onCompromised: (error) => {
    console.error(error.message);
    process.exit(2);
  },
});
console.log("locked");
process.stdin.resume();
process.stdin.on("end", () => process.exit(0));
