import { expect, it, vi } from "vitest";

import { describeEachDatabase } from "#tests/support/databases";
import { parseConfig } from "#server/config";
import { CHEAP, PASSWORD, passwordHash, useDeskTest, type Desk } from "./desk-test-support";
import { createDeskService } from "./service";
import { createSession, sessionUser } from "./sessions";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeEachDatabase("the desk service: accounts, sessions, invitations", (kind) => {
  const { database, desk, admin } = useDeskTest(kind);

  it("creates the first admin from the environment account, and only the first", async () => {
    const { service } = await desk();
    const attempt = (email: string, password: string, clientAddress = "10.0.0.1") =>
      service.signIn({ email, password, clientAddress });
    await expect(attempt("sales@example.com", "wrong")).resolves.toEqual({
      ok: false,
      reason: "invalid",
    });
    await expect(attempt("other@example.com", PASSWORD)).resolves.toEqual({
      ok: false,
      reason: "invalid",
    });
    const first = await attempt("SALES@example.COM", PASSWORD);
    expect(first).toMatchObject({ ok: true, user: { email: "sales@example.com", role: "admin" } });
    // From now on the account is the database's: the same credentials, one user.
    expect(await attempt("sales@example.com", PASSWORD)).toMatchObject({ ok: true });
    expect((await service.users()).users).toHaveLength(1);
  });

  it("ignores the environment account once the desk has users", async () => {
    const { service } = await desk();
    await admin(service);
    // Another environment e-mail after the first admin exists creates nobody.
    const config = parseConfig({
      DESK_EMAIL: "someone-else@example.com",
      DESK_PASSWORD_HASH: await passwordHash,
      DESK_SESSION_SECRET: "s".repeat(40),
    });
    const other = createDeskService({
      config,
      db: database.db,
      outbox: { deliverNow: vi.fn() },
      scrypt: CHEAP,
    }) as Desk;
    await expect(
      other.signIn({
        email: "someone-else@example.com",
        password: PASSWORD,
        clientAddress: "10.0.0.2",
      }),
    ).resolves.toEqual({ ok: false, reason: "invalid" });
    expect((await other.users()).users.map((user) => user.email)).toEqual(["sales@example.com"]);
  });

  it("keeps sessions in the database: sign-out and a password change end them", async () => {
    const { service } = await desk();
    const signIn = async (password = PASSWORD) => {
      const result = await service.signIn({
        email: "sales@example.com",
        password,
        clientAddress: "10.0.0.1",
      });
      if (!result.ok) throw new Error(result.reason);
      return result;
    };
    const first = await signIn();
    const second = await signIn();
    const actor = { ...first.user, address: "10.0.0.1" };
    await expect(service.sessionUser(first.sessionId)).resolves.toMatchObject({ role: "admin" });
    await expect(service.sessionUser(undefined)).resolves.toBeUndefined();
    await expect(service.sessionUser("forged")).resolves.toBeUndefined();

    await service.signOut(first.sessionId, actor);
    await expect(service.sessionUser(first.sessionId)).resolves.toBeUndefined();
    await expect(service.sessionUser(second.sessionId)).resolves.toBeDefined();

    await expect(
      service.changePassword({ actor, current: "wrong", password: "a new long password" }),
    ).resolves.toEqual({ ok: false, reason: "wrong-password" });
    const changed = await service.changePassword({
      actor,
      current: PASSWORD,
      password: "a new long password",
    });
    if (!changed.ok) throw new Error("the password should change");
    await expect(service.sessionUser(second.sessionId)).resolves.toBeUndefined();
    await expect(service.sessionUser(changed.sessionId)).resolves.toBeDefined();
    await expect(signIn()).rejects.toThrow("invalid");
    await expect(signIn("a new long password")).resolves.toMatchObject({ ok: true });
  });

  it("ends a browser's earlier session when it signs in again (issue 56)", async () => {
    const { service } = await desk();
    const signIn = async (endsSession?: string) => {
      const result = await service.signIn({
        email: "sales@example.com",
        password: PASSWORD,
        clientAddress: "10.0.0.1",
        endsSession,
      });
      if (!result.ok) throw new Error(result.reason);
      return result.sessionId;
    };
    const laptop = await signIn();
    const phone = await signIn();
    // The laptop's browser signs in again, its cookie naming its session.
    const laptopAgain = await signIn(laptop);
    await expect(service.sessionUser(laptop)).resolves.toBeUndefined();
    await expect(service.sessionUser(laptopAgain)).resolves.toBeDefined();
    await expect(service.sessionUser(phone)).resolves.toBeDefined();
    // A wrong password ends nothing.
    await expect(
      service.signIn({
        email: "sales@example.com",
        password: "wrong",
        clientAddress: "10.0.0.1",
        endsSession: laptopAgain,
      }),
    ).resolves.toMatchObject({ ok: false });
    await expect(service.sessionUser(laptopAgain)).resolves.toBeDefined();
  });

  it("ends a session idle past DESK_SESSION_IDLE_MINUTES, within its lifetime (issue 56)", async () => {
    const { service } = await desk();
    const user = await admin(service);
    const limits = { maxAgeMs: 8 * HOUR, idleMs: 60 * MINUTE };
    const start = new Date("2026-03-01T09:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const session = await createSession(database.db, user.id, limits, start);
    // Each request within the hour keeps it: 55 minutes, then 110, then 165 after the start.
    for (const minutes of [55, 110, 165]) {
      await expect(
        sessionUser(database.db, session, limits.idleMs, at(minutes)),
        `${minutes} minutes`,
      ).resolves.toMatchObject({ id: user.id });
    }
    // Then an hour and a minute without one: over.
    await expect(sessionUser(database.db, session, limits.idleMs, at(226))).resolves.toBe(
      undefined,
    );
    // The lifetime still holds for a busy session: past 8 hours it ends though seen a minute ago.
    const busy = await createSession(database.db, user.id, limits, start);
    for (let minutes = 50; minutes < 480; minutes += 50) {
      await sessionUser(database.db, busy, limits.idleMs, at(minutes));
    }
    await expect(sessionUser(database.db, busy, limits.idleMs, at(479))).resolves.toBeDefined();
    await expect(sessionUser(database.db, busy, limits.idleMs, at(481))).resolves.toBeUndefined();
  });

  it("reads DESK_SESSION_IDLE_MINUTES, 60 by default", () => {
    const secret = { DESK_SESSION_SECRET: "s".repeat(40) };
    expect(parseConfig(secret).desk?.sessionIdleMinutes).toBe(60);
    expect(parseConfig({ ...secret, DESK_SESSION_IDLE_MINUTES: "15" }).desk).toMatchObject({
      sessionIdleMinutes: 15,
    });
    expect(() => parseConfig({ ...secret, DESK_SESSION_IDLE_MINUTES: "0" })).toThrow(
      /DESK_SESSION_IDLE_MINUTES/,
    );
  });

  it("checks the current password behind the sign-in throttle, on the same counts", async () => {
    const { service } = await desk();
    const owner = await admin(service);
    // The session used from another address (a stolen cookie): five guesses, then a wait,
    // even for the right password.
    const elsewhere = { ...owner, address: "203.0.113.5" };
    for (let n = 1; n <= 5; n++) {
      await expect(
        service.changePassword({
          actor: elsewhere,
          current: `guess ${n}`,
          password: "x".repeat(20),
        }),
      ).resolves.toEqual({ ok: false, reason: "wrong-password" });
    }
    await expect(
      service.changePassword({ actor: elsewhere, current: PASSWORD, password: "x".repeat(20) }),
    ).resolves.toEqual({ ok: false, reason: "rate_limited", retryAfterSeconds: 1 });
    // The same counts as signing in: that address waits there too.
    await expect(
      service.signIn({ email: owner.email, password: PASSWORD, clientAddress: "203.0.113.5" }),
    ).resolves.toMatchObject({ ok: false, reason: "rate_limited" });
    // The owner, where they signed in, is not slowed by it.
    const changed = await service.changePassword({
      actor: owner,
      current: PASSWORD,
      password: "a new long password",
    });
    expect(changed.ok).toBe(true);
  });

  it("invites by a one-time link with a role; disabling an account ends its sessions", async () => {
    const { service } = await desk();
    const actor = await admin(service);
    const invited = await service.invite({ email: "Rep@Example.com", role: "sales", actor });
    if (!invited.ok) throw new Error("the invitation should be created");
    expect(invited.url).toMatch(/^https:\/\/site\.example\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = invited.url.split("/").pop()!;
    await expect(service.invitation(token)).resolves.toEqual({
      email: "rep@example.com",
      role: "sales",
    });
    await expect(
      service.invite({ email: "sales@example.com", role: "admin", actor }),
    ).resolves.toEqual({
      ok: false,
      reason: "exists",
    });
    expect((await service.users()).invites).toMatchObject([{ email: "rep@example.com" }]);

    const accepted = await service.acceptInvite({
      token,
      password: "the rep's own password",
      clientAddress: "10.0.0.9",
    });
    if (!accepted.ok) throw new Error(accepted.reason);
    expect(accepted.user).toMatchObject({ email: "rep@example.com", role: "sales" });
    // The link works once.
    await expect(service.invitation(token)).resolves.toBeUndefined();
    await expect(
      service.acceptInvite({ token, password: "another password!", clientAddress: "10.0.0.9" }),
    ).resolves.toEqual({ ok: false, reason: "invalid" });
    await expect(
      service.acceptInvite({ token: "a\u0000", password: "x", clientAddress: "x" }),
    ).resolves.toEqual({
      ok: false,
      reason: "invalid",
    });

    await expect(service.disableUser(actor.id, actor)).resolves.toBe("self");
    await expect(service.disableUser(accepted.user.id, actor)).resolves.toBe("disabled");
    await expect(service.sessionUser(accepted.sessionId)).resolves.toBeUndefined();
    await expect(
      service.signIn({
        email: "rep@example.com",
        password: "the rep's own password",
        clientAddress: "10.0.0.9",
      }),
    ).resolves.toEqual({ ok: false, reason: "invalid" });

    const revocable = await service.invite({ email: "late@example.com", role: "admin", actor });
    if (!revocable.ok) throw new Error("the invitation should be created");
    const [open] = (await service.users()).invites;
    await expect(service.revokeInvite(open!.id, actor)).resolves.toBe(true);
    await expect(service.revokeInvite(open!.id, actor)).resolves.toBe(false);
    await expect(service.invitation(revocable.url.split("/").pop()!)).resolves.toBeUndefined();

    const actions = (await service.audit({ limit: 50, offset: 0 })).entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["invite", "user-joined", "user-disabled", "invite-revoked"]),
    );
  });

  it("an invitation for an e-mail that got an account meanwhile creates nobody", async () => {
    const { service } = await desk();
    const actor = await admin(service);
    const one = await service.invite({ email: "twice@example.com", role: "sales", actor });
    const two = await service.invite({ email: "twice@example.com", role: "admin", actor });
    if (!one.ok || !two.ok) throw new Error("both invitations should be created");
    const token = (url: string) => url.split("/").pop()!;
    await expect(
      service.acceptInvite({
        token: token(one.url),
        password: "first password!",
        clientAddress: "x",
      }),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      service.acceptInvite({
        token: token(two.url),
        password: "second password",
        clientAddress: "x",
      }),
    ).resolves.toEqual({ ok: false, reason: "exists" });
    const roles = (await service.users()).users.map((user) => `${user.email} ${user.role}`);
    expect(roles).toEqual(["sales@example.com admin", "twice@example.com sales"]);
  });
});
