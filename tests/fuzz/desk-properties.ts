import fc from "fast-check";

import { LEAD_STATUSES } from "#app/features/desk/desk-values";
import { formBody, formFields } from "./action-properties";
import { fuzzCase, type FuzzCase } from "./api-properties";
import { pathSegment, queryString, shortString } from "./arbitraries";
import { check, checkNoLeak } from "./checks";
import { rawRequest, type RawRequest } from "./http";

/**
 * The sales desk (/admin) under generated input, signed in: any query string on its pages and
 * its CSV, any id in an inquiry's path and an invitation's, any body on each desk form (with
 * the session's CSRF token, so the desk's own rules are what answers). No 5xx, no internals in
 * any answer; control characters get 400. Sign-out is left out (it would end the session).
 */
export interface DeskFuzzSession {
  cookie: string;
  csrf: string;
  /** A stored inquiry, for the forms of its page. */
  inquiryId: string;
}

/** A query value: hostile text, percent-encoded (control characters included), or a raw one. */
const queryValue = fc.oneof(
  shortString.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"))),
  fc.constantFrom("%00", "a%00b", "%0A", "%1B", "%7F", "%C2%85", "%E2%80%A8", "%", "%zz"),
  fc.constantFrom(...LEAD_STATUSES, "2026-02-30", "2026-01-01", "0", "-1", "1e9"),
  fc.constantFrom("received", "company", "owner", "asc", "desc", "message;drop"),
);

const deskQuery = fc.oneof(
  queryString,
  fc
    .array(
      fc.tuple(
        fc.constantFrom("q", "status", "from", "to", "page", "sort", "dir", "x"),
        queryValue,
      ),
      {
        maxLength: 5,
      },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}`),
);

export function deskFuzzCases(origin: string, session: DeskFuzzSession): FuzzCase[] {
  const send = async (request: RawRequest) => {
    const response = await rawRequest(origin, {
      ...request,
      headers: { ...request.headers, cookie: session.cookie, origin },
    });
    check(
      response.status < 500,
      `answered ${response.status}: ${response.body.slice(0, 500)}`,
      request,
    );
    checkNoLeak(response, request);
    return response;
  };
  const csrf = fc.oneof(
    { weight: 8, arbitrary: fc.constant(session.csrf) },
    { weight: 1, arbitrary: shortString },
  );
  const forms: Array<[string, Record<string, fc.Arbitrary<string>>]> = [
    [
      "/admin/inquiries",
      {
        intent: fc.constantFrom("retry", "update", "bulk"),
        id: fc.constantFrom(session.inquiryId, "0".repeat(24), "x"),
        status: fc.constantFrom("", ...LEAD_STATUSES, "won"),
        owner: fc.constantFrom("", "none", "0".repeat(24), "me"),
      },
    ],
    [
      `/admin/inquiries/${session.inquiryId}`,
      {
        intent: fc.constantFrom("update", "retry", "x"),
        status: fc.constantFrom(...LEAD_STATUSES),
        note: fc.string({ maxLength: 100 }),
        id: fc.constant(session.inquiryId),
      },
    ],
    [
      "/admin/users",
      {
        intent: fc.constantFrom("invite", "revoke-invite", "disable", "password-link"),
        email: fc.emailAddress(),
        role: fc.constantFrom("admin", "sales"),
        id: fc.stringMatching(/^[0-9a-f]{24}$/),
      },
    ],
    [
      "/admin/account",
      { current: fc.string(), password: fc.string({ minLength: 12 }), confirm: fc.string() },
    ],
    ["/admin/sign-in", { email: fc.emailAddress(), password: fc.string() }],
  ];
  return [
    fuzzCase(
      "GET the desk's pages and CSV with any query string",
      fc.tuple(
        fc.constantFrom("/admin/inquiries", "/admin/inquiries.csv", "/admin/audit", "/admin/users"),
        deskQuery,
      ),
      async ([path, query]) => {
        const request = { method: "GET", path: path + query };
        const response = await send(request);
        if (/%(00|0a|1b|7f)/i.test(query) && !path.endsWith("/users")) {
          check(response.status === 400, `control characters answered ${response.status}`, request);
        }
      },
    ),
    fuzzCase(
      "GET a desk inquiry's page and an invitation with any id",
      fc.tuple(fc.constantFrom("/admin/inquiries/", "/admin/invite/"), pathSegment),
      async ([base, id]) => {
        await send({ method: "GET", path: base + id });
      },
    ),
    fuzzCase(
      "POST each desk form with any body",
      fc
        .constantFrom(...forms)
        .chain(([path, fields]) =>
          fc.tuple(fc.constant(path), formBody(formFields({ ...fields, csrf }))),
        ),
      async ([path, { type, body }]) => {
        await send({
          method: "POST",
          path,
          headers: type !== undefined ? { "content-type": type } : {},
          body,
        });
      },
    ),
  ];
}

/** The environment account of the fuzzed desk server (its first admin). */
export const DESK_FUZZ_ACCOUNT = {
  email: "fuzz@example.com",
  password: "fuzzing the desk, correct horse",
};

/** The environment of a server with the desk on, for `startSiteServer`. */
export async function deskFuzzEnv(): Promise<Record<string, string>> {
  const { hashPassword } = await import("#server/desk/password");
  return {
    DESK_EMAIL: DESK_FUZZ_ACCOUNT.email,
    DESK_PASSWORD_HASH: await hashPassword(DESK_FUZZ_ACCOUNT.password, { N: 2 ** 14, r: 8, p: 1 }),
    DESK_SESSION_SECRET: "fuzz-desk-session-secret-0123456789abcdef",
  };
}

/** Signs in to the desk server at `origin` and stores one inquiry for the forms of its page. */
export async function openDeskFuzzSession(origin: string): Promise<DeskFuzzSession> {
  const cookieOf = (response: Response) =>
    (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const form = await fetch(`${origin}/admin/sign-in`);
  const signIn = await fetch(`${origin}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieOf(form) },
    body: new URLSearchParams({
      ...DESK_FUZZ_ACCOUNT,
      csrf: csrfIn(await form.text()),
    }).toString(),
  });
  if (signIn.status !== 302) throw new Error(`the desk sign-in answered ${signIn.status}`);
  const cookie = cookieOf(signIn);
  await fetch(`${origin}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      fullName: "Fuzz Lead",
      email: "lead@example.com",
      company: "",
      country: "+44",
      phone: "2079460000",
      subject: "Fuzz",
      message: "A lead for the desk's forms.",
    }).toString(),
  });
  const list = await (await fetch(`${origin}/admin/inquiries`, { headers: { cookie } })).text();
  const inquiryId = /data-inquiry-id="([0-9a-f]{24})"/.exec(list)?.[1];
  if (!inquiryId) throw new Error("no inquiry on the desk to fuzz its page");
  return { cookie, csrf: csrfIn(list), inquiryId };
}
