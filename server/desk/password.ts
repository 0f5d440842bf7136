import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * `scrypt$N$r$p$<salt>$<hash>`: the parameters travel with the hash, so they can be raised later.
 */

export const DEFAULT_SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  // Node's default maxmem (32 MiB) is exactly too small for N·r·128 bytes.
  const maxmem = 256 * options.N! * options.r! + 1024 * 1024;
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = DEFAULT_SCRYPT,
): Promise<string> {
  if (password.length === 0) throw new Error("The password is empty.");
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(encoded: string): ParsedHash | undefined {
  const parts = encoded.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, "base64");
  const key = Buffer.from(parts[5]!, "base64");
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !(r >= 1 && r <= 64) || !(p >= 1 && p <= 16)) return undefined;
  if (N > 2 ** 20 || salt.length < 8 || key.length < 16) return undefined;
  return { N, r, p, salt, key };
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}
