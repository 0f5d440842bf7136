import { expect, it } from "vitest";

import { describeEachDatabase } from "#tests/support/databases";
import { useDeskTest } from "./desk-test-support";

// "Forgot your password?" on the sign-in page sends people to an admin, who makes them a
// one-time link to choose a new one (the site may have no email to send a reset itself).

describeEachDatabase("the desk service: password links", (kind) => {
  const { desk, admin } = useDeskTest(kind);

  it("lets an admin give someone a one-time link to a new password; it ends their sessions", async () => {
    const { service } = await desk();
    const actor = await admin(service);
    const invited = await service.invite({ email: "rep@example.com", role: "sales", actor });
    if (!invited.ok) throw new Error("the invitation should be created");
    const joined = await service.acceptInvite({
      token: invited.url.split("/").pop()!,
      password: "the rep's first password",
      clientAddress: "10.0.0.2",
    });
    if (!joined.ok) throw new Error("the invitation should be accepted");

    const link = await service.passwordLink(joined.user.id, actor);
    if (!link.ok) throw new Error("the password link should be made");
    expect(link).toMatchObject({ email: "rep@example.com" });
    expect(link.url).toMatch(/^https:\/\/site\.example\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = link.url.split("/").pop()!;
    await expect(service.invitation(token)).resolves.toEqual({
      email: "rep@example.com",
      role: "sales",
      passwordLink: true,
    });
    expect((await service.users()).invites).toEqual([
      expect.objectContaining({ email: "rep@example.com", passwordLink: true }),
    ]);

    const reset = await service.acceptInvite({
      token,
      password: "the rep's new password",
      clientAddress: "10.0.0.3",
    });
    expect(reset).toMatchObject({ ok: true, user: { id: joined.user.id, role: "sales" } });
    // The old session is over, the old password too; the link worked once.
    await expect(service.sessionUser(joined.sessionId)).resolves.toBeUndefined();
    const signIn = (password: string) =>
      service.signIn({ email: "rep@example.com", password, clientAddress: "10.0.0.3" });
    await expect(signIn("the rep's first password")).resolves.toMatchObject({ ok: false });
    await expect(signIn("the rep's new password")).resolves.toMatchObject({ ok: true });
    await expect(
      service.acceptInvite({ token, password: "yet another one!", clientAddress: "x" }),
    ).resolves.toEqual({ ok: false, reason: "invalid" });
    expect((await service.users()).users).toHaveLength(2);

    const actions = (await service.audit({ limit: 50, offset: 0 })).entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["password-reset-link", "password-reset"]));
  });

  it("makes no link for a disabled or unknown account, and a disabled one stays out", async () => {
    const { service } = await desk();
    const actor = await admin(service);
    const invited = await service.invite({ email: "gone@example.com", role: "sales", actor });
    if (!invited.ok) throw new Error("the invitation should be created");
    const joined = await service.acceptInvite({
      token: invited.url.split("/").pop()!,
      password: "a password of gone",
      clientAddress: "x",
    });
    if (!joined.ok) throw new Error("the invitation should be accepted");
    const link = await service.passwordLink(joined.user.id, actor);
    if (!link.ok) throw new Error("the password link should be made");
    await service.disableUser(joined.user.id, actor);

    await expect(service.passwordLink(joined.user.id, actor)).resolves.toEqual({ ok: false });
    await expect(service.passwordLink("0".repeat(24), actor)).resolves.toEqual({ ok: false });
    // A link made before the account was disabled does not let it back in.
    await expect(
      service.acceptInvite({
        token: link.url.split("/").pop()!,
        password: "back in again?",
        clientAddress: "x",
      }),
    ).resolves.toEqual({ ok: false, reason: "exists" });
    await expect(
      service.signIn({ email: "gone@example.com", password: "back in again?", clientAddress: "x" }),
    ).resolves.toMatchObject({ ok: false });
  });
});
