import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";

import { extract } from "tar-stream";

import { UsageError } from "./usage-error";

/**
 * A backup checked before a restore touches anything: its checksum, and for PGlite the whole archive
 * (gzip CRC, every tar header, the files a data directory cannot be without).
 */

export const checksumPath = (file: string) => `${file}.sha256`;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Created here and now like the backup, so a file or link already there is never written through.
 */
export function writeChecksum(file: string): string {
  const target = checksumPath(file);
  const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants;
  const fd = fs.openSync(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
  try {
    fs.writeFileSync(fd, `${sha256(fs.readFileSync(file))}  ${path.basename(file)}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return target;
}

/** A backup copied without its checksum file is still checked by everything else. */
export function verifyChecksum(file: string, bytes: Buffer): boolean {
  const sidecar = checksumPath(file);
  if (!fs.existsSync(sidecar)) return false;
  const expected = /^([0-9a-f]{64})\b/i.exec(fs.readFileSync(sidecar, "utf8").trim())?.[1];
  if (!expected) throw new UsageError(`${sidecar} is not a SHA-256 checksum file.`);
  if (expected.toLowerCase() !== sha256(bytes)) {
    throw new UsageError(
      `${file} does not match its checksum in ${sidecar}: it was changed or damaged since the backup.`,
    );
  }
  return true;
}

const REQUIRED_ENTRIES = ["PG_VERSION", "global/pg_control"];

const entryPath = (name: string) => name.replace(/^(?:\.?\/)+/, "");

export async function checkPgliteArchive(file: string, bytes: Buffer): Promise<Buffer> {
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch (error) {
    throw new UsageError(
      `${file} is damaged: its compressed data is ${describeZlibError(error)} (truncated, changed or not a backup).`,
    );
  }
  const names = new Set<string>();
  try {
    const entries = extract();
    Readable.from([tar]).pipe(entries);
    for await (const entry of entries) {
      const name = entryPath(entry.header.name);
      // PGlite unpacks into the database folder: nothing may point outside it.
      if (name.split("/").includes("..") || path.isAbsolute(name)) {
        throw new Error(`an entry leaves the folder (${entry.header.name.slice(0, 100)})`);
      }
      names.add(name);
      entry.resume();
    }
  } catch (error) {
    throw new UsageError(`${file} is damaged or not a backup: its archive ${tarProblem(error)}.`);
  }
  const missing = REQUIRED_ENTRIES.filter((name) => !names.has(name));
  if (missing.length > 0) {
    throw new UsageError(
      `${file} is not a PGlite backup: it has no ${missing.join(" or ")} (${names.size} other entries).`,
    );
  }
  return tar;
}

function describeZlibError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end/i.test(message)) return "cut short";
  if (/incorrect data check|invalid|unknown compression/i.test(message)) return "corrupt";
  return `unreadable (${message})`;
}

function tarProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/invalid tar header/i.test(message)) return "has an invalid header";
  if (/unexpected end/i.test(message)) return "ends in the middle of a file";
  return message.replace(/\s+/g, " ").slice(0, 200);
}
