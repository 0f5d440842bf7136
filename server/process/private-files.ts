import fs from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the leads: files made there get umask 077, `makePrivate` fixes what PGlite unpacks
 * with its own modes. Erasable TypeScript: scripts/desk.mjs loads it as it is.
 */
export const PRIVATE_UMASK = 0o077;

export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

export interface LooseModes {
  loose: number;
  total: number;
  example: string | undefined;
}

function walk(dir: string, each: (entry: string, stat: fs.Stats) => void) {
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      // Gone meanwhile (a socket, a lock refreshed).
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

export function makePrivate(dir: string): void {
  walk(dir, (entry, stat) => {
    if (isLoose(stat)) fs.chmodSync(entry, stat.mode & 0o7700);
  });
}

/** The files are left as they are: the fix is the operator's to run. */
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
