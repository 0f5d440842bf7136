import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import { describeEachDatabase, useTestDatabase } from "#tests/support/databases";
import { createSignInThrottle } from "./sign-in-throttle";

describeEachDatabase("the desk's sign-in throttle", (kind) => {
  const database = useTestDatabase(kind);
  let now = Date.parse("2026-03-01T12:00:00Z");
  const lines: Array<Record<string, unknown>> = [];

  beforeEach(async () => {
    await database.db.execute(sql`delete from desk_sign_in_throttle`);
    now = Date.parse("2026-03-01T12:00:00Z");
    lines.length = 0;
  });

  const throttle = () =>
    createSignInThrottle({
      db: database.db,
      now: () => new Date(now),
      log: (fields) => lines.push(fields),
    });

  it("never slows the right password from another address, whatever one address tried", async () => {
    const limit = throttle();
    for (let n = 1; n <= 5; n++) {
      expect(await limit.attempt("203.0.113.7", "Sales@Example.com"), `attempt ${n}`).toEqual({
        allowed: true,
      });
    }
    // The owner, elsewhere: at once, every time.
    for (let n = 1; n <= 3; n++) {
      expect(await limit.attempt("198.51.100.1", "sales@example.com")).toEqual({ allowed: true });
    }
    // The guessing address waits, and longer each time it tries again.
    expect(await limit.attempt("203.0.113.7", "sales@example.com")).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(lines.some((line) => line.level === "warn" && line.address === "203.0.113.7")).toBe(
      true,
    );
  });

  it("doubles the delay with each attempt, up to 15 minutes, and never blocks for good", async () => {
    const limit = throttle();
    const waits: number[] = [];
    for (let n = 1; n <= 16; n++) {
      // Each attempt at once; when asked to wait, wait exactly that long and try again.
      const answer = await limit.attempt("203.0.113.7", "sales@example.com");
      const wait = answer.allowed ? 0 : answer.retryAfterSeconds;
      waits.push(wait);
      now += wait * 1000;
      if (!answer.allowed) {
        expect(await limit.attempt("203.0.113.7", "sales@example.com"), `attempt ${n}`).toEqual({
          allowed: true,
        });
      }
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
  });

  it("a success clears the counts; a day without attempts forgets them", async () => {
    const limit = throttle();
    for (let n = 1; n <= 5; n++) await limit.attempt("203.0.113.7", "sales@example.com");
    await limit.succeeded("203.0.113.7", "sales@example.com");
    expect(await limit.attempt("203.0.113.7", "sales@example.com")).toEqual({ allowed: true });
    for (let n = 1; n <= 5; n++) await limit.attempt("203.0.113.8", "sales@example.com");
    expect((await limit.attempt("203.0.113.8", "sales@example.com")).allowed).toBe(false);
    now += 25 * 3_600_000;
    expect(await limit.attempt("203.0.113.8", "sales@example.com")).toEqual({ allowed: true });
  });

  it("slows down an address trying many e-mails", async () => {
    const limit = throttle();
    for (let n = 1; n <= 20; n++) {
      expect((await limit.attempt("203.0.113.9", `user${n}@example.com`)).allowed).toBe(true);
    }
    expect((await limit.attempt("203.0.113.9", "user21@example.com")).allowed).toBe(false);
    expect(
      lines.some(
        (line) =>
          line.message === "desk sign-in: many e-mails tried from one address; slowing down",
      ),
    ).toBe(true);
  });

  it("slows down an account guessed from many addresses, never where it signed in before", async () => {
    const limit = throttle();
    // The owner signed in from the office once.
    await limit.succeeded("192.0.2.10", "target@example.com");
    // A guesser spread over many addresses, one attempt each: ten go through, then the account
    // waits, from any address it never signed in from, and longer each time.
    for (let n = 1; n <= 10; n++) {
      expect((await limit.attempt(`198.51.100.${n}`, "target@example.com")).allowed).toBe(true);
    }
    expect(await limit.attempt("198.51.100.11", "target@example.com")).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    now += 1000;
    expect((await limit.attempt("198.51.100.12", "target@example.com")).allowed).toBe(true);
    expect(await limit.attempt("198.51.100.13", "Target@Example.com")).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
    // The owner, at the office, meanwhile: at once, every time.
    for (let n = 1; n <= 3; n++) {
      expect(await limit.attempt("192.0.2.10", "target@example.com")).toEqual({ allowed: true });
    }
    // Other accounts are not slowed by it.
    expect(await limit.attempt("198.51.100.14", "other@example.com")).toEqual({ allowed: true });
    expect(
      lines.filter((line) =>
        String(line.message).startsWith("desk sign-in: many failures for one account"),
      ),
    ).toMatchObject([{ email: "target@example.com", address: "198.51.100.10" }]);
  });

  it("colleagues behind one address are not slowed by each other's failures", async () => {
    const limit = throttle();
    await limit.succeeded("192.0.2.10", "colleague@example.com");
    // Someone behind the office's address fails on twenty accounts (or one person, often).
    for (let n = 1; n <= 20; n++) await limit.attempt("192.0.2.10", `visitor${n}@example.com`);
    expect((await limit.attempt("192.0.2.10", "visitor21@example.com")).allowed).toBe(false);
    // A colleague who has signed in from there before is not slowed by the address's count.
    expect(await limit.attempt("192.0.2.10", "colleague@example.com")).toEqual({ allowed: true });
    // But the pair's own count still applies to it: five free, then the delay.
    for (let n = 2; n <= 5; n++) await limit.attempt("192.0.2.10", "colleague@example.com");
    expect((await limit.attempt("192.0.2.10", "colleague@example.com")).allowed).toBe(false);
  });

  it("a place the account signed in from is known for 90 days", async () => {
    const limit = throttle();
    await limit.succeeded("192.0.2.10", "target@example.com");
    for (let n = 1; n <= 10; n++) await limit.attempt(`198.51.100.${n}`, "target@example.com");
    expect((await limit.attempt("198.51.100.11", "target@example.com")).allowed).toBe(false);
    expect((await limit.attempt("192.0.2.10", "target@example.com")).allowed).toBe(true);
    now += 91 * 24 * 3_600_000;
    // Ninety-one days later the counts are forgotten, and so is the office.
    await limit.succeeded("203.0.113.50", "someone-else@example.com");
    for (let n = 1; n <= 10; n++) await limit.attempt(`198.51.100.${n}`, "target@example.com");
    expect((await limit.attempt("192.0.2.10", "target@example.com")).allowed).toBe(false);
  });

  it("counts concurrent attempts one by one", async () => {
    const limit = throttle();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => limit.attempt("203.0.113.7", "sales@example.com")),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });
});
