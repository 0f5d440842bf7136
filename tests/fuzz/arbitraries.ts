import fc from "fast-check";

import { countryCodes } from "#app/features/contact/country-codes.copy";

/**
 * Generators of hostile input: strings that break parsers, databases and templates, values of
 * the wrong type, huge and deeply nested bodies, odd content types and paths.
 */

/** Strings known to trip something somewhere. */
const nastyStrings = [
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "\uffff",
  "\ufeff",
  "\u202egnp.exe",
  "👨‍👩‍👧‍👦",
  "Ω≈ç√∫˜µ≤≥÷",
  "null",
  "undefined",
  "true",
  "-1",
  "1e309",
  "NaN",
  "{}",
  "[]",
  "__proto__",
  "constructor",
  "prototype",
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2f",
  "/dev/zero",
  "' OR '1'='1",
  "'; DROP TABLE builder_agents; --",
  '" OR ""="',
  "1; SELECT pg_sleep(10)",
  '{"$gt":""}',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "${7*7}",
  "{{7*7}}",
  "%s%s%s%n",
  "\r\nX-Injected: 1",
  "a".repeat(300),
  "x".repeat(6000),
  "😀".repeat(2000),
] as const;

/** Any string: ASCII, any code point (lone surrogates and NUL included), graphemes, or nasty. */
export const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: fc.string({ minLength: 5000, maxLength: 20_000 }) },
);

/** The same without the huge ones: for URLs, which the HTTP server caps at 16 KB (431). */
export const shortString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...nastyStrings.filter((s) => s.length <= 300)),
  },
);

/** A value of any JSON type. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A field value: usually valid, else a hostile string or a wrong type. */
export function fieldValue(valid: fc.Arbitrary<string>) {
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: anyString },
    { weight: 1, arbitrary: wrongType },
  );
}

/** Extra keys, including prototype-polluting ones. */
const extraFields = fc.dictionary(
  fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "id", "_id")),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

/** An object shaped like `fields`, with keys sometimes missing and extra keys sometimes added. */
export function objectLike(fields: Record<string, fc.Arbitrary<unknown>>) {
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.record(fields),
      fc.boolean(),
      fc.option(extraFields, { nil: undefined }),
    )
    .map(([partial, full, complete, extra]) => ({
      ...(complete ? full : partial),
      ...(extra ?? {}),
    }));
}

const dialCodes = countryCodes.map((entry) => entry.code);

/**
 * Text that passes the schemas but is hostile to everything behind them: any code point (NUL,
 * controls, lone surrogates, astral), sometimes at the field's maximum length in characters
 * that take the most bytes once JSON-escaped.
 */
function validText(max: number, min = 1) {
  const nonBlank = (s: string) => s.trim().length >= min && s.trim().length <= max;
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 80) }) },
      {
        weight: 3,
        arbitrary: fc.string({ unit: "binary", minLength: min, maxLength: Math.min(max, 80) }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom("漢", "\u0001", "\u0000", '"', "😀", "\ud800"),
            fc.integer({ min: Math.max(1, max - 50), max }),
          )
          .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)),
      },
    )
    .filter(nonBlank);
}

export const validInquiryFields = {
  full_name: fc.oneof(
    fc.stringMatching(/^[A-Z][a-z]{2,20}( [A-Z][a-z]{1,20})?$/),
    validText(100, 3),
  ),
  email_add: fc.oneof(
    fc.emailAddress(),
    fc.constantFrom(
      "漢字@例え.テスト",
      `${"x".repeat(120)}@${"y".repeat(120)}.com`,
      "a\u0000b@c.de",
    ),
  ),
  company: fc.oneof(fc.constant(""), validText(200)),
  subject: validText(200),
  message: validText(5000),
  country: fc.constantFrom(...dialCodes),
  phone_num: fc.stringMatching(/^\d{7,15}$/),
  type: fc.constantFrom("ai-agent-platform", "convex-ai"),
};

export const validAgentFields = {
  description: validText(5000),
  type: fc.constantFrom("Custom Agent", "Customer Support Bot", "Sales Assistant"),
};

/** Deeply nested JSON text ([[[...]]] or {"a":{"a":...}}), up to the 64 KB body limit and past it. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 1, max: 14_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? "[".repeat(depth) + "]".repeat(depth)
      : '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
  );

/** A JSON body for a write: mostly shaped like the endpoint's payload, sometimes anything. */
export function writeBody(fields: Record<string, fc.Arbitrary<string>>) {
  const shaped = objectLike(
    Object.fromEntries(Object.entries(fields).map(([key, valid]) => [key, fieldValue(valid)])),
  );
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: deeplyNested },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, deeplyNested)
        .map(([value, nested]) => JSON.stringify(value).replace(/^\{/, `{"nested":${nested},`)),
    },
    // Broken JSON: cut short, or any text at all.
    {
      weight: 1,
      arbitrary: fc.tuple(shaped, fc.nat()).map(([value, cut]) => {
        const text = JSON.stringify(value);
        return text.slice(0, cut % Math.max(1, text.length));
      }),
    },
    { weight: 1, arbitrary: anyString },
  );
}

/** Content types: JSON in its spellings, other types, bad charsets, none. */
export const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant("application/json") },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json; charset=utf-16",
      "application/json; charset=latin1",
      "application/json; charset=nope",
      "application/merge-patch+json",
      "text/plain",
      "text/html",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----x",
      "multipart/form-data",
      "application/octet-stream",
      "*/*",
      "a/b/c",
      ";;;",
      "",
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Sometimes a Content-Encoding that the body does not have. */
export const contentEncoding = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("gzip", "deflate", "br", "identity", "x-nope", "gzip, gzip"),
  },
);

/** Path segments: percent-encoded arbitrary text, or raw hostile segments the URL parser sees as is. */
export const pathSegment = fc.oneof(
  {
    weight: 4,
    arbitrary: shortString.map((s) => encodeURIComponent(wellFormed(s))),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "..",
      ".",
      "%2e%2e",
      "..%2F..%2F..%2Fetc%2Fpasswd",
      "%2F",
      "%5C..%5C",
      "%00",
      "a%00b",
      "%",
      "%zz",
      "%E0%A4%A",
      "%C0%AF",
      "%ED%A0%80",
      "%FF%FE",
      "'%20OR%20'1'%3D'1",
      "%27;DROP%20TABLE%20blog_posts;--",
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "$where",
      "__proto__",
      "constructor",
      "introducing-knowledge-base-sync",
      "c5dd157b68ae923716463a0c",
      "x".repeat(250),
      "~",
      "*",
      ";",
      ":",
      "@",
      "!",
    ),
  },
);

/** Lone surrogates replaced by U+FFFD (encodeURIComponent throws on them). */
function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );
}

/** A query string, sometimes absent. */
export const queryString = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(pathSegment, pathSegment), { maxLength: 4 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("?", "?&&&", "?a[b][c]=1", "?__proto__[x]=1", "?%", "?index"),
  },
);

export const httpMethod = fc.constantFrom(
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "PROPFIND",
);
