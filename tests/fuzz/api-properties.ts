import fc from "fast-check";
import type { z } from "zod";

import { inquiryPayloadSchema } from "#app/features/contact/contact.schema";
import { builderAgentRequestSchema } from "#app/shared/platform/platform.schema";

import {
  contentEncoding,
  contentType,
  httpMethod,
  pathSegment,
  queryString,
  validAgentFields,
  validInquiryFields,
  writeBody,
} from "./arbitraries";
import { check, checkErrorShape, checkNoLeak, parseJson } from "./checks";
import { rawRequest, type RawRequest } from "./http";

/** Where the bundled API answers, and how to count what it stored. */
export interface ApiTarget {
  /** e.g. http://127.0.0.1:4000 */
  origin: string;
  /** The API's mount path, e.g. /api */
  prefix: string;
  counts(): Promise<{ agents: number; inquiries: number }>;
}

/** One named property; `run` checks it with fast-check's parameters and reports, never throws. */
export interface FuzzCase {
  name: string;
  run(params: { numRuns: number; seed?: number }): Promise<fc.RunDetails<unknown>>;
}

export function fuzzCase<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
): FuzzCase {
  const property = fc.asyncProperty(arbitrary, predicate);
  return {
    name,
    run: (params) =>
      fc.check(property, { ...params, endOnFailure: false }) as Promise<fc.RunDetails<unknown>>,
  };
}

/** Throws fast-check's report (with the counterexample and the seed) when a run failed. */
export function assertRun(details: fc.RunDetails<unknown>) {
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? "property failed");
}

const hex24 = /^[0-9a-f]{24}$/;

function headersOf(type: string | undefined, encoding: string | undefined) {
  return {
    ...(type !== undefined ? { "content-type": type } : {}),
    ...(encoding !== undefined ? { "content-encoding": encoding } : {}),
  };
}

const jsonTypes = new Set([
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
]);

/**
 * True when the body is a JSON object of only the schema's fields, sent as JSON, that the shared
 * schema accepts: the API must store it (the contact form and the home page accept it too, and
 * forward it). Bodies with extra fields may still be refused for their size.
 */
function acceptable(schema: z.ZodObject, body: string, type?: string, encoding?: string): boolean {
  if (type === undefined || !jsonTypes.has(type) || encoding !== undefined) return false;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return false;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const known = Object.keys(schema.shape);
  if (Object.keys(value).some((key) => !known.includes(key))) return false;
  return schema.safeParse(value).success;
}

/**
 * A write: no 5xx; what the shared schema accepts is stored (201, exactly one row of its table);
 * anything else stores nothing.
 */
function writeCase(
  target: ApiTarget,
  name: string,
  path: string,
  fields: Record<string, fc.Arbitrary<string>>,
  schema: z.ZodObject,
  table: "agents" | "inquiries",
  checkCreated: (body: unknown, request: RawRequest) => void,
): FuzzCase {
  return fuzzCase(
    name,
    fc.tuple(writeBody(fields), contentType, contentEncoding),
    async ([body, type, encoding]) => {
      const request: RawRequest = {
        method: "POST",
        path: `${target.prefix}${path}`,
        headers: headersOf(type, encoding),
        body,
      };
      const before = await target.counts();
      const response = await rawRequest(target.origin, request);
      const after = await target.counts();
      check(response.status < 500, `answered ${response.status}: ${response.body}`, request);
      checkNoLeak(response, request);
      check(
        [201, 400, 413, 415].includes(response.status),
        `unexpected status ${response.status}`,
        request,
      );
      if (acceptable(schema, body, type, encoding)) {
        check(
          response.status === 201,
          `the shared schema accepts this body, the API answered ${response.status}: ${response.body}`,
          request,
        );
      }
      if (response.status === 201) {
        checkCreated(parseJson(response, request), request);
        const other = table === "agents" ? "inquiries" : "agents";
        check(
          after[table] === before[table] + 1 && after[other] === before[other],
          `201 but rows went ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
          request,
        );
      } else {
        checkErrorShape(response, request);
        check(
          after.agents === before.agents && after.inquiries === before.inquiries,
          `rejected with ${response.status} but rows went ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
          request,
        );
      }
    },
  );
}

/** Every endpoint of the bundled API under generated input. */
export function apiFuzzCases(target: ApiTarget): FuzzCase[] {
  const get = (path: string, headers: Record<string, string> = {}): RawRequest => ({
    method: "GET",
    path: `${target.prefix}${path}`,
    headers,
  });

  return [
    writeCase(
      target,
      "POST /builderagent/createBuilderAgent",
      "/builderagent/createBuilderAgent",
      validAgentFields,
      builderAgentRequestSchema,
      "agents",
      (body, request) => {
        const data = (body as { data?: { _id?: unknown; description?: unknown; type?: unknown } })
          .data;
        check(
          typeof data?._id === "string" &&
            hex24.test(data._id) &&
            typeof data.description === "string" &&
            typeof data.type === "string",
          `201 without {data:{_id,description,type}}: ${JSON.stringify(body)}`,
          request,
        );
      },
    ),
    writeCase(
      target,
      "POST /users/inquiry-form/",
      "/users/inquiry-form/",
      validInquiryFields,
      inquiryPayloadSchema,
      "inquiries",
      (body, request) => {
        const typed = body as { success?: unknown; data?: { _id?: unknown } };
        check(
          typed.success === true && typeof typed.data?._id === "string",
          `201 without {success:true,data:{_id}}: ${JSON.stringify(body)}`,
          request,
        );
      },
    ),

    fuzzCase(
      "GET /blogs/getBlogById/:id",
      fc.tuple(pathSegment, queryString),
      async ([id, query]) => {
        const request = get(`/blogs/getBlogById/${id}${query}`);
        const response = await rawRequest(target.origin, request);
        check(response.status < 500, `answered ${response.status}: ${response.body}`, request);
        checkNoLeak(response, request);
        if (response.status === 200) {
          const post = parseJson(response, request) as { _id?: unknown; title?: unknown };
          check(
            typeof post._id === "string" && typeof post.title === "string",
            "200 without a post",
            request,
          );
        } else {
          check([400, 404].includes(response.status), `status ${response.status}`, request);
          checkErrorShape(response, request);
        }
      },
    ),

    fuzzCase(
      "GET /whatsapp/get-scanner/:site",
      fc.tuple(pathSegment, queryString),
      async ([site, query]) => {
        const request = get(`/whatsapp/get-scanner/${site}${query}`);
        const response = await rawRequest(target.origin, request);
        check(response.status < 500, `answered ${response.status}: ${response.body}`, request);
        checkNoLeak(response, request);
        if (response.status === 200) {
          const body = parseJson(response, request) as Record<string, unknown>;
          check(
            typeof body.success === "boolean" &&
              (body.mobileNumber === null || typeof body.mobileNumber === "string"),
            `200 without {success,mobileNumber}: ${response.body}`,
            request,
          );
        } else {
          check([400, 404].includes(response.status), `status ${response.status}`, request);
          checkErrorShape(response, request);
        }
      },
    ),

    fuzzCase(
      "GET list endpoints with any query and headers",
      fc.tuple(
        fc.constantFrom(
          "/agentTemplate/getTemplates",
          "/blogcategory/getCategories",
          "/blogs/getAllBlogs",
        ),
        queryString,
        fc.record(
          {
            accept: fc.constantFrom("*/*", "text/html", "application/xml", "x/y;q=0", ""),
            "accept-encoding": fc.constantFrom("gzip", "br", "identity;q=0", "x", ""),
            "if-none-match": fc.constantFrom('"x"', 'W/"1"', ""),
            range: fc.constantFrom("bytes=0-1", "bytes=9999999-", "items=1-2"),
          },
          { requiredKeys: [] },
        ),
      ),
      async ([path, query, headers]) => {
        const request = get(`${path}${query}`, headers);
        const response = await rawRequest(target.origin, request);
        check(response.status === 200, `answered ${response.status}: ${response.body}`, request);
      },
    ),

    fuzzCase(
      "any method, path and body under the API",
      fc.tuple(
        httpMethod,
        fc.array(pathSegment, { minLength: 0, maxLength: 4 }),
        queryString,
        fc.option(writeBody(validInquiryFields), { nil: undefined }),
        contentType,
      ),
      async ([method, segments, query, body, type]) => {
        const request: RawRequest = {
          method,
          path: `${target.prefix}/${segments.join("/")}${query}`,
          headers: headersOf(type, undefined),
          ...(body !== undefined && method !== "GET" && method !== "HEAD" ? { body } : {}),
        };
        const before = await target.counts();
        const response = await rawRequest(target.origin, request);
        const after = await target.counts();
        check(response.status < 500, `answered ${response.status}: ${response.body}`, request);
        checkNoLeak(response, request);
        if (response.status >= 400 && method !== "HEAD") checkErrorShape(response, request);
        if (response.status !== 201) {
          check(
            after.agents === before.agents && after.inquiries === before.inquiries,
            `answered ${response.status} but rows went ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
            request,
          );
        }
      },
    ),
  ];
}
