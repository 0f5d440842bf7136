import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/shared/ui-utils";
import type { AccountData } from "./account-page.server";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import { DeskField, DeskHeading, DeskMessage } from "./desk-shell";
import { deskPanel } from "./desk-ui";

const copy = deskCopy.account;

const fields = [
  { name: "current", label: copy.current, autoComplete: "current-password" },
  { name: "password", label: copy.password, autoComplete: "new-password" },
  { name: "confirm", label: copy.confirm, autoComplete: "new-password" },
] as const;

/** A new password for the signed-in account. */
export function AccountPage({ csrf, email, result }: AccountData) {
  return (
    <div className="max-w-md space-y-4">
      <DeskHeading title={copy.heading} intro={copy.intro} />
      <form method="post" className={cn(deskPanel, "space-y-4 p-5")}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <DeskMessage result={result} />
        {/* For password managers: the account this password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        {fields.map((field) => (
          <DeskField
            key={field.name}
            label={field.label}
            id={`account-${field.name}`}
            name={field.name}
            type="password"
            autoComplete={field.autoComplete}
            required
          />
        ))}
        <button type="submit" className={buttonVariants({ size: "sm" })}>
          {copy.submit}
        </button>
      </form>
    </div>
  );
}
