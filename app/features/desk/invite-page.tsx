import { buttonVariants } from "#app/components/ui/button";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import { DeskField, DeskMessage } from "./desk-shell";
import type { InviteData } from "./invite-page.server";
import { DeskDoor } from "./sign-in-page";

const copy = deskCopy.invite;

/** An invitation's link: a password, twice, and the new account is signed in. */
export function InvitePage({ csrf, email, role, passwordLink, result }: InviteData) {
  return (
    <DeskDoor
      heading={passwordLink ? copy.resetTitle : copy.heading}
      intro={passwordLink ? copy.resetIntro(email) : copy.intro(email, deskCopy.roles[role])}
    >
      <form method="post" className="space-y-4">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <DeskMessage result={result} />
        {/* For password managers: the account this password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <DeskField
          label={copy.password}
          hint={copy.passwordHint}
          id="invite-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          required
        />
        <DeskField
          label={copy.confirm}
          id="invite-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className={buttonVariants({ className: "w-full" })}>
          {passwordLink ? copy.resetSubmit : copy.submit}
        </button>
      </form>
    </DeskDoor>
  );
}
