import fc from "fast-check";

import {
  anyString,
  contentType,
  fieldValue,
  objectLike,
  queryString,
  validAgentFields,
  validInquiryFields,
} from "./arbitraries";
import { layeredSpelling } from "./path-spellings";
import { fuzzCase, type FuzzCase } from "./api-properties";
import { contactFields as contactFieldDefinitions } from "#app/features/contact/contact-fields";
import { check, checkNoLeak } from "./checks";
import { rawRequest, type RawRequest } from "./http";

/**
 * Generated form posts to the site's route actions over HTTP (the production server): the
 * home page's agent creation (POST /?index), the contact form (POST /contact) and pages
 * without an action. Whatever the body, no 5xx.
 */

/** Form fields as the pages name them, plus the hidden ones (template, enhanced, honeypot, key). */
const homeFields = {
  description: validAgentFields.description,
  template: fc.constantFrom("", "customer-support", "1", "x"),
  enhanced: fc.constantFrom("1", "0", ""),
};
const { type: _type, ...wireFields } = validInquiryFields;
/** The contact form posts the fields by their own names (the API by the provider's). */
const contactFields = {
  ...Object.fromEntries(
    contactFieldDefinitions.map((field) => [
      field.name,
      (wireFields as Record<string, fc.Arbitrary<string>>)[field.wire ?? ""] ?? fc.string(),
    ]),
  ),
  website: fc.constantFrom("", "", "", "http://spam.example"),
  idempotency_key: fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    fc.constantFrom("", "short", "x".repeat(200)),
  ),
};

type Fields = Record<string, unknown>;

export function formFields(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Fields> {
  return objectLike(
    Object.fromEntries(Object.entries(fields).map(([key, valid]) => [key, fieldValue(valid)])),
  );
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function urlencoded(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.append(key, asText(value) ?? "");
  return params.toString();
}

/** Multipart with a safe boundary; quotes and line breaks in names are what a browser escapes. */
function multipart(fields: Fields, boundary: string, withFile: boolean): string {
  const escapeName = (name: string) => name.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
  const parts = Object.entries(fields).map(
    ([key, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(key)}"\r\n\r\n${asText(value) ?? ""}\r\n`,
  );
  if (withFile) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: application/octet-stream\r\n\r\n\u0000\u0001binary\r\n`,
    );
  }
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** A body in one of the encodings a client could send, or a broken one. */
export function formBody(fields: fc.Arbitrary<Fields>) {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fields.map((value) => ({
        type: "application/x-www-form-urlencoded" as string | undefined,
        body: urlencoded(value),
      })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(fields, fc.boolean()).map(([value, withFile]) => ({
        type: "multipart/form-data; boundary=----fuzz" as string | undefined,
        body: multipart(value, "----fuzz", withFile),
      })),
    },
    // Broken multipart: wrong or missing boundary, cut short.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fields,
          fc.constantFrom(
            "multipart/form-data",
            "multipart/form-data; boundary=other",
            "multipart/form-data; boundary=",
            'multipart/form-data; boundary="----fuzz',
          ),
          fc.nat(),
        )
        .map(([value, type, cut]) => {
          const text = multipart(value, "----fuzz", false);
          return { type: type as string | undefined, body: text.slice(0, cut % text.length) };
        }),
    },
    // JSON or any text, under any content type.
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fields.map((value) => JSON.stringify(value)),
            anyString,
          ),
          contentType,
        )
        .map(([body, type]) => ({ type, body })),
    },
  );
}

/** Pages that answer POST: the two actions; others answer 405. */
const actionPaths = ["/?index", "/contact"] as const;
const otherPaths = [
  "/pricing",
  "/templates",
  "/blog",
  "/blog/introducing-knowledge-base-sync",
  "/roi-calculator",
  "/demo/WhatsappDemo",
  "/integrations",
  "/no-such-page",
  "/blog/%00",
  "/%E0%A4%A",
] as const;

/**
 * Another spelling of a page's path that reaches the same route: characters percent-encoded
 * (either hex case), letters in another case, dot segments, a trailing slash. The guards in front of the actions must hold under each (and answer no 5xx).
 */
export function pathSpelling(path: string): fc.Arbitrary<string> {
  const [pathname = "/", query] = path.split("?");
  const encode = (char: string, upper: boolean) => {
    const hex = char.charCodeAt(0).toString(16).padStart(2, "0");
    return `%${upper ? hex.toUpperCase() : hex}`;
  };
  const segments = pathname.split("/").filter(Boolean);
  return fc
    .record({
      encoded: fc.array(fc.boolean(), { minLength: pathname.length, maxLength: pathname.length }),
      upperHex: fc.boolean(),
      cased: fc.array(fc.boolean(), { minLength: pathname.length, maxLength: pathname.length }),
      prefix: fc.constantFrom("", "/.", "/x/..", "/%2e", "/a/b/../..", "//"),
      suffix: segments.length > 0 ? fc.constantFrom("", "/") : fc.constant(""),
    })
    .map(({ encoded, upperHex, cased, prefix, suffix }) => {
      const spelled = [...pathname]
        .map((char, index) => {
          if (char === "/") return char;
          const letter = cased[index] ? char.toUpperCase() : char.toLowerCase();
          return encoded[index] ? encode(letter, upperHex) : letter;
        })
        .join("");
      return `${prefix}${spelled === "/" ? "/" : spelled + suffix}${query !== undefined ? `?${query}` : ""}`;
    });
}

function postCase(
  origin: string,
  name: string,
  paths: fc.Arbitrary<string>,
  fields: fc.Arbitrary<Fields>,
): FuzzCase {
  return fuzzCase(name, fc.tuple(paths, formBody(fields)), async ([path, { type, body }]) => {
    const request: RawRequest = {
      method: "POST",
      path,
      headers: {
        ...(type !== undefined ? { "content-type": type } : {}),
        // Same-origin, as a browser sends it with a form post.
        origin,
      },
      body,
    };
    const response = await rawRequest(origin, request);
    check(
      response.status < 500,
      `answered ${response.status}: ${response.body.slice(0, 500)}`,
      request,
    );
    checkNoLeak(response, request);
  });
}

export function actionFuzzCases(origin: string): FuzzCase[] {
  return [
    postCase(
      origin,
      "POST / (agent creation) with any form",
      fc.constant("/?index"),
      formFields(homeFields),
    ),
    postCase(
      origin,
      "POST /contact with any form",
      fc.constant("/contact"),
      formFields(contactFields),
    ),
    postCase(
      origin,
      "POST to the page actions under any spelling of their paths",
      fc.oneof(
        pathSpelling("/contact"),
        pathSpelling("/?index"),
        pathSpelling("/demo/WhatsappDemo"),
        pathSpelling("/demo/WhatsAppDemo"),
        ...["/contact", "/?index", "/admin/inquiries", "/api/users/inquiry-form/"].map((path) =>
          layeredSpelling(path).map((spelling) => spelling.path),
        ),
      ),
      fc.oneof(formFields(homeFields), formFields(contactFields)),
    ),
    postCase(
      origin,
      "POST to any page with any body",
      fc.oneof(
        fc.constantFrom(...actionPaths, ...otherPaths),
        fc.tuple(fc.constantFrom(...otherPaths), queryString).map(([path, query]) => path + query),
      ),
      fc.oneof(formFields(homeFields), formFields(contactFields)),
    ),
  ];
}
