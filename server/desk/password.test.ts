import { describe, expect, it } from "vitest";

import { hashPassword, parseHash, verifyPassword } from "./password";

// Small costs keep the test fast; the format and the check are the same.
const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe("desk password hashes", () => {
  it("makes scrypt$N$r$p$salt$hash with a fresh salt each time", async () => {
    const first = await hashPassword("correct horse battery staple", cheap);
    const second = await hashPassword("correct horse battery staple", cheap);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(parseHash(first)).toMatchObject({ N: 1024, r: 8, p: 1 });
  });

  it("accepts the password and nothing else", async () => {
    const hash = await hashPassword("correct horse battery staple", cheap);
    await expect(verifyPassword("correct horse battery staple", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct horse battery stapl", hash)).resolves.toBe(false);
    await expect(verifyPassword("Correct horse battery staple", hash)).resolves.toBe(false);
    await expect(verifyPassword("", hash)).resolves.toBe(false);
  });

  it("refuses malformed hashes and absurd costs instead of throwing", async () => {
    for (const bad of [
      "",
      "bcrypt$10$abc",
      "scrypt$1000$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5aw==", // N not a power of two
      `scrypt$${2 ** 30}$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5aw==`, // memory bomb
      "scrypt$1024$8$1$c2FsdA==$a2V5", // salt and key too short
    ]) {
      expect(parseHash(bad), bad).toBeUndefined();
      await expect(verifyPassword("x", bad)).resolves.toBe(false);
    }
  });

  it("refuses to hash an empty password", async () => {
    await expect(hashPassword("", cheap)).rejects.toThrow(/empty/);
  });
});
