import { buttonVariants } from "#app/components/ui/button";
import { href } from "#app/shared/site-map/href";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import { DeskField, DeskMessage } from "./desk-shell";
import { deskPanel } from "./desk-ui";
import type { SignInData } from "./sign-in-page.server";

const copy = deskCopy.signIn;

/** A small centred card: the desk's door. */
export function DeskDoor({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-sm pt-10 pb-16 sm:pt-16">
      <h1 className="text-ink text-xl font-semibold tracking-[-0.015em]">{heading}</h1>
      <p className="text-ink-muted mt-1 text-sm">{intro}</p>
      <div className={`${deskPanel} mt-5 p-5`}>{children}</div>
    </div>
  );
}

export function SignInPage({ csrf, next, result }: SignInData) {
  return (
    <DeskDoor heading={copy.heading} intro={copy.intro}>
      <form
        method="post"
        action={`${href("/admin/sign-in")}?next=${encodeURIComponent(next)}`}
        className="space-y-4"
      >
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <DeskMessage result={result} />
        <DeskField
          label={copy.email}
          id="desk-email"
          name="email"
          type="email"
          autoComplete="username"
          required
        />
        <DeskField
          label={copy.password}
          id="desk-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className={buttonVariants({ className: "w-full" })}>
          {copy.submit}
        </button>
      </form>
      <details className="border-line group mt-4 border-t pt-3 text-sm" data-forgot="">
        <summary className="text-ink-soft hover:text-ink w-fit cursor-pointer font-medium underline-offset-2 hover:underline">
          {copy.forgot}
        </summary>
        <div className="text-ink-muted mt-2 space-y-2">
          {copy.forgotHelp.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </details>
    </DeskDoor>
  );
}
