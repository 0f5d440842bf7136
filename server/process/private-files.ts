import fs from "node:fs";
import path from "node:path";

/**
 * The data directory holds the leads, the desk's users and their sessions: only the account
 * that runs the site may read or write it. PGlite creates its files with the process's umask
 * (0666 and 0777 under the usual 022, so group and others could read them, or write them under
 * a 0 umask), so every process that creates files there (the server, `npm run desk`, content
 * sync, backup and restore) sets 077 before it creates any: folders 0700, files 0600.
 * PGlite writes the files of a new database (and of a restored one) from an archive, with the
 * archive's modes (0666) past the umask: `makePrivate` takes group and others off once it is
 * open. Files PostgreSQL creates after that follow the umask.
 * Plain erasable TypeScript: scripts/desk.mjs loads it as it is.
 */
export const PRIVATE_UMASK = 0o077;

export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

export interface LooseModes {
  /** Entries (folders and files, the directory itself included) group or others may use. */
  loose: number;
  total: number;
  /** The first one found, relative to the directory ("." for itself). */
  example: string | undefined;
}

/** Calls `each` with every entry under `dir` (itself included), symbolic links not followed. */
function walk(dir: string, each: (entry: string, stat: fs.Stats) => void) {
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      // Gone meanwhile (a socket, a lock refreshed): nothing to say about it.
      return;
    }
    each(entry, stat);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  if (fs.existsSync(dir)) visit(dir);
}

const isLoose = (stat: fs.Stats) => !stat.isSymbolicLink() && (stat.mode & 0o077) !== 0;

/** How many entries under `dir` group or others may read, write or enter. */
export function looseModes(dir: string): LooseModes {
  const found: LooseModes = { loose: 0, total: 0, example: undefined };
  walk(dir, (entry, stat) => {
    found.total += 1;
    if (!isLoose(stat)) return;
    found.loose += 1;
    found.example ??= path.relative(dir, entry) || ".";
  });
  return found;
}

/** Takes group and others off every entry under `dir` (a database's own folder). */
export function makePrivate(dir: string): void {
  walk(dir, (entry, stat) => {
    if (isLoose(stat)) fs.chmodSync(entry, stat.mode & 0o7700);
  });
}

/**
 * One warning line at start when a data directory made before (or by another tool) is open to
 * group or others; the files are left as they are, the fix is the operator's to run.
 */
export function warnAboutLooseModes(
  dataDir: string,
  log: (fields: Record<string, unknown>) => void,
): void {
  const dir = path.resolve(dataDir);
  const { loose, total, example } = looseModes(dir);
  if (loose === 0) return;
  log({
    level: "warn",
    message: `DATA_DIR is open to other users: ${loose} of ${total} entries can be read or written by group or others (e.g. ${example}); run: chmod -R go-rwx ${dir}`,
    dataDir: dir,
    loose,
  });
}
