import { timingSafeEqual } from "node:crypto";

import type { DeskService, DeskUser } from "#app/features/desk/desk-service";
import { type Config } from "#server/config";
import type { Database } from "#server/db/client";
import { rawQuery } from "#server/db/raw-query";
import type { InquiryOutbox } from "#server/inquiries/service";
import { listAudit, recordAudit } from "./audit";
import { createDeskCookies } from "./desk-cookie";
import { inquiriesCsv, retryFailedInquiry, retryQueued } from "./desk-queries";
import { inquiryDetail } from "./inquiry-detail";
import { bulkUpdateLeads, updateLead } from "./lead-update";
import { neighbours } from "./neighbours";
import { DEFAULT_SCRYPT, hashPassword, verifyPassword } from "./password";
import { searchForExport, searchInquiries, withVisitorTextEscaped } from "./search";
import { createSession, revokeSession, revokeUserSessions, sessionUser } from "./sessions";
import { createSignInThrottle, type SignInThrottle } from "./sign-in-throttle";
import * as users from "./users";

type Log = (fields: Record<string, unknown>) => void;

/** Case-insensitive, in constant time for equal lengths (the e-mail is not the secret). */
function sameEmail(given: string, configured: string): boolean {
  const a = Buffer.from(given.trim().toLowerCase());
  const b = Buffer.from(configured.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createDeskService(options: {
  config: Config;
  db: Database;
  outbox: InquiryOutbox;
  throttle?: SignInThrottle;
  /** The sign-in throttle's first delay (server/tuning.ts). */
  signInDelayBaseMs?: number;
  log?: Log;
  /** Cost of the hashes of new passwords (tests make them cheap). */
  scrypt?: { N: number; r: number; p: number };
}): DeskService {
  const { config, db, outbox } = options;
  const desk = config.desk;
  if (!desk) return { enabled: false };
  const log = options.log ?? (() => {});
  const run = rawQuery(db);
  const scrypt = options.scrypt ?? DEFAULT_SCRYPT;
  const limits = {
    maxAgeMs: desk.sessionHours * 3_600_000,
    idleMs: desk.sessionIdleMinutes * 60_000,
  };
  const throttle =
    options.throttle ?? createSignInThrottle({ db, log, baseDelayMs: options.signInDelayBaseMs });
  // A wrong e-mail costs as much as a wrong password: its password is checked against this.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword("no account has this password", scrypt));

  const cookies = createDeskCookies({
    secret: desk.sessionSecret,
    secure: config.http.siteUrl.startsWith("https:"),
    maxAgeSeconds: Math.round(desk.sessionHours * 3600),
    path: "/admin",
  });

  /** One session per browser: whoever signs in again (another account too) ends the old one. */
  async function startSession(userId: string, endsSession: string | undefined) {
    if (endsSession) await revokeSession(db, endsSession);
    const sessionId = await createSession(db, userId, limits);
    await users.recordSignIn(db, userId);
    return sessionId;
  }

  const inviteLink = (created: { token: string; expiresAt: Date }) => ({
    url: `${config.http.siteUrl}/admin/invite/${created.token}`,
    expiresAt: created.expiresAt.toISOString(),
  });

  /** The account the credentials open, creating the first admin from the environment account. */
  async function authenticate(email: string, password: string): Promise<DeskUser | undefined> {
    const user = await users.findUser(db, email);
    if (user) {
      const ok = await verifyPassword(password, user.passwordHash);
      return ok && !user.disabled ? user : undefined;
    }
    const account = desk!.account;
    if (account && sameEmail(email, account.email)) {
      if (!(await verifyPassword(password, account.passwordHash))) return undefined;
      const admin = await users.createFirstAdmin(db, account.email, account.passwordHash);
      if (!admin) {
        log({
          level: "warn",
          message:
            "desk sign-in with DESK_EMAIL refused: the desk has users, the environment account only creates the first admin",
        });
        return undefined;
      }
      await recordAudit(db, { actor: admin, action: "first-admin" });
      return admin;
    }
    await verifyPassword(password, await decoyHash());
    return undefined;
  }

  return {
    enabled: true,
    cookies,
    async signIn({ email, password, clientAddress, endsSession }) {
      const allowed = await throttle.attempt(clientAddress, email);
      if (!allowed.allowed) {
        return { ok: false, reason: "rate_limited", retryAfterSeconds: allowed.retryAfterSeconds };
      }
      const user = await authenticate(email, password);
      if (!user) return { ok: false, reason: "invalid" };
      await throttle.succeeded(clientAddress, email);
      const sessionId = await startSession(user.id, endsSession);
      await recordAudit(db, { actor: { ...user, address: clientAddress }, action: "sign-in" });
      return { ok: true, user, sessionId };
    },
    sessionUser: (sessionId) => sessionUser(db, sessionId, limits.idleMs),
    async signOut(sessionId, actor) {
      await revokeSession(db, sessionId);
      await recordAudit(db, { actor, action: "sign-out" });
    },
    list: (filters) => searchInquiries(run, filters),
    inquiry: (id) => inquiryDetail(db, id),
    neighbours: (input) => neighbours(run, input),
    updateLead: (input) => updateLead(db, input),
    bulkUpdateLeads: (input) => bulkUpdateLeads(db, input),
    owners: () => users.listOwners(db),
    async retry(id, actor) {
      const outcome = await retryFailedInquiry(run, id, actor.email);
      if (retryQueued(outcome)) {
        outbox.deliverNow(id);
        await recordAudit(db, { actor, action: "retry", inquiryId: id, detail: { outcome } });
      }
      return outcome;
    },
    async csv(filters, actor) {
      const rows = (await searchForExport(run, filters)).map(withVisitorTextEscaped);
      await recordAudit(db, {
        actor,
        action: "export",
        detail: { rows: rows.length, ...activeFilters(filters) },
      });
      return inquiriesCsv(rows);
    },
    async users() {
      return { users: await users.listUsers(db), invites: await users.listOpenInvites(db) };
    },
    async invite({ email, role, actor }) {
      const created = await users.createInvite(db, { email, role, invitedBy: actor.id });
      if (!created.ok) return { ok: false, reason: "exists" };
      await recordAudit(db, { actor, action: "invite", detail: { email, role } });
      return { ok: true, ...inviteLink(created) };
    },
    async revokeInvite(id, actor) {
      const revoked = await users.revokeInvite(db, id);
      if (revoked) {
        await recordAudit(db, {
          actor,
          action: "invite-revoked",
          detail: { email: revoked.email },
        });
      }
      return revoked !== undefined;
    },
    async disableUser(id, actor) {
      if (id === actor.id) return "self";
      const disabled = await users.disableUser(db, id);
      if (!disabled) return "missing";
      await recordAudit(db, { actor, action: "user-disabled", detail: { email: disabled.email } });
      return "disabled";
    },
    invitation: (token) => users.openInvitation(db, token),
    async passwordLink(id, actor) {
      const account = await users.findUserById(db, id);
      if (!account || account.disabled) return { ok: false };
      const created = await users.createInvite(db, {
        email: account.email,
        role: account.role,
        invitedBy: actor.id,
        passwordLink: true,
      });
      if (!created.ok) return { ok: false };
      await recordAudit(db, {
        actor,
        action: "password-reset-link",
        detail: { email: account.email },
      });
      return { ok: true, email: account.email, ...inviteLink(created) };
    },
    async acceptInvite({ token, password, clientAddress, endsSession }) {
      const accepted = await users.acceptInvite(db, {
        token,
        passwordHash: await hashPassword(password, scrypt),
      });
      if (!accepted.ok) return accepted;
      const sessionId = await startSession(accepted.user.id, endsSession);
      await recordAudit(db, {
        actor: { ...accepted.user, address: clientAddress },
        ...(accepted.passwordReset
          ? { action: "password-reset" }
          : { action: "user-joined", detail: { role: accepted.user.role } }),
      });
      return { ok: true, user: accepted.user, sessionId };
    },
    async changePassword({ actor, current, password }) {
      const user = await users.findUserById(db, actor.id);
      if (!user) return { ok: false, reason: "wrong-password" };
      // A stolen session must not be a way around the sign-in throttle: the same counts.
      const allowed = await throttle.attempt(actor.address, user.email);
      if (!allowed.allowed) {
        return { ok: false, reason: "rate_limited", retryAfterSeconds: allowed.retryAfterSeconds };
      }
      if (!(await verifyPassword(current, user.passwordHash))) {
        return { ok: false, reason: "wrong-password" };
      }
      await throttle.succeeded(actor.address, user.email);
      await users.setPassword(db, actor.id, await hashPassword(password, scrypt));
      // Every session of the account ends, this one too; this browser gets a fresh one.
      await revokeUserSessions(db, actor.id);
      const sessionId = await createSession(db, actor.id, limits);
      await recordAudit(db, { actor, action: "password-changed" });
      return { ok: true, sessionId };
    },
    audit: (options) => listAudit(db, options),
  };
}

/** The filters of an export that narrowed it, for the audit log. */
function activeFilters(filters: {
  query: string;
  status: string | null;
  from: string | null;
  to: string | null;
}) {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== null && value !== ""),
  );
}
