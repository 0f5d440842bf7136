import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiFuzzCases, assertRun, type FuzzCase } from "#tests/fuzz/api-properties";
import { startApiTarget } from "#tests/fuzz/api-target";
import { rawRequest } from "#tests/fuzz/http";

/**
 * Property-based fuzzing of every endpoint of the bundled API (a sample: FUZZ_RUNS cases per
 * property, 40 by default; `npm run fuzz` runs the same properties 10,000 times each).
 * No 5xx, the error shape on every 4xx, nothing stored on rejection.
 */
const numRuns = Number(process.env.FUZZ_RUNS ?? 40);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let target: Awaited<ReturnType<typeof startApiTarget>>;
let cases: FuzzCase[] = [];

beforeAll(async () => {
  target = await startApiTarget();
  cases = apiFuzzCases(target);
});
afterAll(async () => {
  await target.close();
});

describe("the bundled API under generated input", () => {
  const names = [
    "POST /builderagent/createBuilderAgent",
    "POST /users/inquiry-form/",
    "GET /blogs/getBlogById/:id",
    "GET /whatsapp/get-scanner/:site",
    "GET list endpoints with any query and headers",
    "any method, path and body under the API",
  ];
  it.each(names)("%s", { timeout: 120_000 }, async (name) => {
    const fuzz = cases.find((candidate) => candidate.name === name);
    if (!fuzz) throw new Error(`no property named ${name}`);
    assertRun(await fuzz.run({ numRuns, ...(seed !== undefined ? { seed } : {}) }));
  });

  it("names every property", () => {
    const missing = cases.map((fuzz) => fuzz.name).filter((name) => !names.includes(name));
    if (missing.length > 0) throw new Error(`properties without a test: ${missing.join(", ")}`);
  });
});

/** The first counterexamples the fuzzer found: each answered 500 before the fix beside it. */
describe("regressions found by the fuzzer", () => {
  const send = (method: string, path: string, headers?: Record<string, string>, body?: string) =>
    rawRequest(target.origin, { method, path, headers, body });
  const errorOf = (body: string) =>
    (JSON.parse(body) as { error: { code: string; fields?: Record<string, string> } }).error;

  it("a Content-Encoding the body does not have is a 400, not a 500 (errors.ts)", async () => {
    const before = await target.counts();
    const response = await send(
      "POST",
      "/api/builderagent/createBuilderAgent",
      { "content-type": "application/json", "content-encoding": "gzip" },
      "{}",
    );
    expect(response.status).toBe(400);
    expect(errorOf(response.body).code).toBe("bad_request");
    expect(await target.counts()).toEqual(before);
  });

  it("an undecodable path parameter is a 400, not a 500 (errors.ts)", async () => {
    const response = await send("GET", "/api/whatsapp/get-scanner/%E0%A4%A");
    expect(response.status).toBe(400);
    expect(errorOf(response.body).code).toBe("invalid_path");
  });

  it("U+0000 in a post id is a 404, not a database error (content.ts)", async () => {
    const response = await send("GET", "/api/blogs/getBlogById/a%00b");
    expect(response.status).toBe(404);
    expect(errorOf(response.body).code).toBe("not_found");
  });

  it("U+0000 or another control character in a text field is refused with 400, nothing stored (errors.ts)", async () => {
    const before = await target.counts();
    for (const description of ["a\u0000b", "a\u0007b", "a\u009bb"]) {
      const response = await send(
        "POST",
        "/api/builderagent/createBuilderAgent",
        { "content-type": "application/json" },
        JSON.stringify({ description, type: "Custom Agent" }),
      );
      expect(response.status).toBe(400);
      expect(errorOf(response.body)).toMatchObject({
        code: "validation_failed",
        fields: { description: "Description cannot contain control characters." },
      });
    }
    const lineBreak = await send(
      "POST",
      "/api/builderagent/createBuilderAgent",
      { "content-type": "application/json" },
      JSON.stringify({ description: "line one\nline two", type: "Custom\nAgent" }),
    );
    expect(lineBreak.status).toBe(400);
    expect(errorOf(lineBreak.body).fields).toEqual({ type: "Type must be on one line." });
    const inquiry = await send(
      "POST",
      "/api/users/inquiry-form/",
      { "content-type": "application/json" },
      JSON.stringify({
        full_name: "Ada\u0000 Lovelace",
        email_add: "ada@example.com",
        company: "Acme\r\nBcc: x@evil.example",
        subject: "Hi",
        message: "a\u0000b",
        country: "+44",
        phone_num: "2071234567",
        type: "ai-agent-platform",
      }),
    );
    expect(inquiry.status).toBe(400);
    expect(errorOf(inquiry.body).fields).toEqual({
      full_name: "Full name cannot contain control characters.",
      company: "Company must be on one line.",
      message: "Message cannot contain control characters.",
    });
    expect(await target.counts()).toEqual(before);
  });

  it("an inquiry at every field's maximum is stored, not refused as too large (index.ts)", async () => {
    const before = await target.counts();
    const response = await send(
      "POST",
      "/api/users/inquiry-form/",
      { "content-type": "application/json" },
      JSON.stringify({
        full_name: "漢".repeat(100),
        email_add: `${"x".repeat(120)}@${"y".repeat(129)}.jp`,
        company: '"'.repeat(200),
        subject: "漢".repeat(200),
        message: "漢".repeat(5000),
        country: "+81",
        phone_num: "312345678",
        type: "ai-agent-platform",
      }),
    );
    expect(response.status).toBe(201);
    expect((await target.counts()).inquiries).toBe(before.inquiries + 1);
  });
});
