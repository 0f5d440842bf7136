import { expect } from "vitest";

import { validContact } from "#tests/e2e/support/contact";
import { DESK_EMAIL, DESK_PASSWORD, WRITES_PER_MINUTE } from "#tests/cdn/support/stack";
import type { Summary } from "#tests/cdn/support/summary";
import { cookieOf, isHit, type Through } from "#tests/cdn/support/through";

/**
 * What the cache must never keep: each check asks twice (or asks what a stored copy would
 * have changed) and notes its result in the summary. They run in this order because the
 * desk's sign-in and the error posts count against the write limit the 429 check exhausts.
 */
type Note = (check: string, ok: boolean, detail: string) => void;

export function noter(summary: Summary): Note {
  return (check, ok, detail) => summary.neverStored.push({ check, ok, detail });
}

export async function deskPages(site: Through, note: Note) {
  const first = await site.get("/admin/sign-in", { encoding: "identity" });
  const second = await site.get("/admin/sign-in", { encoding: "identity" });
  const csrf = /name="csrf" value="([^"]+)"/.exec(first.text())?.[1] ?? "";
  // A stored copy would hand the second visitor the first one's session and token.
  const formOk =
    first.status === 200 &&
    !isHit(first) &&
    !isHit(second) &&
    cookieOf(first) !== cookieOf(second) &&
    csrf !== "";
  const signIn = await site.post(
    "/admin/sign-in",
    { email: DESK_EMAIL, password: DESK_PASSWORD, csrf },
    cookieOf(first),
  );
  const session = cookieOf(signIn) || cookieOf(first);
  const desk = [
    await site.get("/admin/inquiries", { headers: { cookie: session } }),
    await site.get("/admin/inquiries", { headers: { cookie: session } }),
  ];
  const anonymous = await site.get("/admin/inquiries");
  const ok =
    formOk &&
    signIn.status === 302 &&
    desk.every((answer) => answer.status === 200 && answer.cache === "PASS") &&
    desk[1]!.text().includes("Inquiries") &&
    anonymous.status === 302 &&
    !isHit(anonymous);
  note(
    "desk pages (/admin)",
    ok,
    `sign-in form ${first.cache}/${second.cache} with a new session each time; signed in ${signIn.status}; ` +
      `/admin/inquiries ${desk.map((answer) => `${answer.status} ${answer.cache}`).join(", ")}; ` +
      `without the session ${anonymous.status} to ${String(anonymous.headers.location)}`,
  );
  expect(ok).toBe(true);
}

export async function formErrors(site: Through, note: Note) {
  const before = await site.get("/contact");
  const invalid = { ...validContact("CDN check"), email: "not an e-mail", fullName: "x" };
  const posts = [await site.post("/contact", invalid), await site.post("/contact", invalid)];
  const after = await site.get("/contact");
  const ok =
    posts.every((answer) => answer.status === 400 && answer.cache === "PASS") &&
    posts[0]!.text().includes("Please fix the highlighted fields.") &&
    isHit(after) &&
    after.headers.etag === before.headers.etag;
  note(
    "contact post with errors",
    ok,
    `${posts.map((answer) => `${answer.status} ${answer.cache}`).join(", ")}; /contact still the cached page (${after.cache}, same ETag)`,
  );
  expect(ok).toBe(true);
}

/** Returns when the public 404 was stored, for the negative TTL check later. */
export async function notFound(site: Through, note: Note): Promise<{ path: string; at: number }> {
  const unknown = `/no-such-page-${Date.now()}`;
  const answers = [await site.get(unknown), await site.get(unknown)];
  const ok = answers.every((answer) => answer.status === 404 && !isHit(answer));
  note(
    "404 of an unknown path",
    ok,
    answers.map((answer) => `${answer.status} ${answer.cache}`).join(", "),
  );
  expect(ok).toBe(true);
  // A post that does not exist is a public 404 of the site: kept, but 10 s at most.
  const missingPost = `/blog/no-such-post-${Date.now()}`;
  const first = await site.get(missingPost);
  const at = Date.now();
  const second = await site.get(missingPost);
  expect(first.status).toBe(404);
  expect(second.status).toBe(404);
  return { path: missingPost, at };
}

export async function notFoundExpired(
  site: Through,
  note: Note,
  stored: { path: string; at: number },
) {
  const waited = Date.now() - stored.at;
  if (waited < 10_500) await new Promise((resolve) => setTimeout(resolve, 10_500 - waited));
  const answer = await site.get(stored.path);
  const ok = answer.status === 404 && answer.cache === "MISS";
  note(
    "404 of a missing post past the negative TTL (10 s)",
    ok,
    `${((Date.now() - stored.at) / 1000).toFixed(1)} s after it was stored: ${answer.status} ${answer.cache}`,
  );
  expect(ok).toBe(true);
}

export async function rateLimited(site: Through, note: Note) {
  const before = await site.get("/contact");
  const invalid = { ...validContact("CDN limit"), fullName: "x" };
  let limited;
  for (let post = 0; post < WRITES_PER_MINUTE + 5 && !limited; post++) {
    const answer = await site.post("/contact", invalid);
    if (answer.status === 429) limited = answer;
  }
  const again = await site.post("/contact", invalid);
  const after = await site.get("/contact");
  const ok =
    limited !== undefined &&
    limited.cache === "PASS" &&
    again.status === 429 &&
    again.cache === "PASS" &&
    isHit(after) &&
    after.headers.etag === before.headers.etag;
  note(
    "429 (write limit)",
    ok,
    `${limited?.status} ${limited?.cache}, again ${again.status} ${again.cache}; /contact still the cached page`,
  );
  expect(ok).toBe(true);
}

export async function setCookies(site: Through, note: Note) {
  const seen = [...site.setCookieAnswers];
  const again = await Promise.all(
    seen.filter((answer) => answer.method === "GET").map((answer) => site.get(answer.path)),
  );
  const ok =
    seen.length > 0 &&
    seen.every((answer) => answer.cache === "PASS" || answer.cache === "MISS") &&
    again.every((answer) => !isHit(answer));
  note(
    "answers with Set-Cookie",
    ok,
    `${seen.length} seen (${[...new Set(seen.map((answer) => `${answer.method} ${answer.path}`))].join(", ")}), none a hit, none a hit when asked again`,
  );
  expect(ok).toBe(true);
}
