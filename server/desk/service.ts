import { timingSafeEqual } from "node:crypto";

import { createCookieSessionStorage } from "react-router";

import type { DeskService, DeskSessionData } from "../../app/context";
import { type Config } from "../config";
import type { Database } from "../db/client";
import { createRateLimitStore } from "../http/guards/rate-limit-store";
import { inquiriesCsv, retryFailedInquiry, retryQueued, type RunQuery } from "./desk-queries";
import type { InquiryOutbox } from "../inquiries/service";
import { verifyPassword } from "./password";
import { searchForExport, searchInquiries } from "./search";
import { createSignInLimit, type SignInLimit } from "./sign-in-limit";

/** Sign-in attempts per address and per e-mail in SIGN_IN_WINDOW_MS. */
const SIGN_IN_LIMIT = 5;
const SIGN_IN_WINDOW_MS = 15 * 60_000;
const DESK_COOKIE_NAME = "__desk";

/** Case-insensitive, in constant time for equal lengths (the e-mail is not the secret). */
function sameEmail(given: string, configured: string): boolean {
  const a = Buffer.from(given.trim().toLowerCase());
  const b = Buffer.from(configured.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createDeskService(options: {
  config: Config;
  run: RunQuery;
  outbox: InquiryOutbox;
  /** Where sign-in attempts are counted, so every instance on one database counts together. */
  db?: Database;
  signInLimit?: SignInLimit;
}): DeskService {
  const { config, run, outbox } = options;
  const desk = config.desk;
  if (!desk) return { enabled: false };
  const { email: deskEmail, passwordHash } = desk;
  const limit =
    options.signInLimit ??
    createSignInLimit({
      limit: SIGN_IN_LIMIT,
      windowMs: SIGN_IN_WINDOW_MS,
      store: createRateLimitStore("desk-sign-in", { db: options.db }),
    });

  const sessions = createCookieSessionStorage<DeskSessionData>({
    cookie: {
      name: DESK_COOKIE_NAME,
      httpOnly: true,
      sameSite: "strict",
      secure: config.http.siteUrl.startsWith("https:"),
      path: "/admin",
      maxAge: Math.round(desk.sessionHours * 3600),
      secrets: [desk.sessionSecret],
    },
  });

  return {
    enabled: true,
    sessions,
    sessionMaxAgeMs: desk.sessionHours * 3_600_000,
    async verifySignIn({ email, password, clientAddress }) {
      const allowed = await limit.attempt(clientAddress, email);
      if (!allowed.allowed) {
        return { ok: false, reason: "rate_limited", retryAfterSeconds: allowed.retryAfterSeconds };
      }
      // The password is checked even for a wrong e-mail: both answers take as long.
      const passwordOk = await verifyPassword(password, passwordHash);
      if (!passwordOk || !sameEmail(email, deskEmail)) return { ok: false, reason: "invalid" };
      await limit.succeeded(clientAddress, email);
      return { ok: true, email: deskEmail };
    },
    list: (options) => searchInquiries(run, options),
    async retry(id) {
      const outcome = await retryFailedInquiry(run, id);
      if (retryQueued(outcome)) outbox.deliverNow(id);
      return outcome;
    },
    async csv(query) {
      return inquiriesCsv(await searchForExport(run, query));
    },
  };
}
