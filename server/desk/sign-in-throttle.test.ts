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

  it("slows down an address trying many e-mails, and logs one e-mail tried from many addresses", async () => {
    const limit = throttle();
    for (let n = 1; n <= 20; n++) {
      expect((await limit.attempt("203.0.113.9", `user${n}@example.com`)).allowed).toBe(true);
    }
    expect((await limit.attempt("203.0.113.9", "user21@example.com")).allowed).toBe(false);
    for (let n = 1; n <= 16; n++) {
      expect((await limit.attempt(`198.51.100.${n}`, "target@example.com")).allowed).toBe(true);
    }
    expect(
      lines.filter(
        (line) => line.message === "desk sign-in: many attempts for one e-mail without success",
      ),
    ).toMatchObject([{ email: "target@example.com", attempts: 16 }]);
  });

  it("counts concurrent attempts one by one", async () => {
    const limit = throttle();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => limit.attempt("203.0.113.7", "sales@example.com")),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });
});
