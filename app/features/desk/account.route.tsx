import { data, Form, redirect } from "react-router";
import { href } from "#app/shared/site-map/href";

import { Button } from "#app/components/ui/button";
import { siteContext } from "#app/context.server";
import { runFormAction } from "#app/shared/forms/form-action.server";
import { seo } from "#app/shared/seo/seo";
import { controlClass } from "#app/features/contact/form-field";
import { deskCopy } from "./desk.copy";
import { ActionMessage, DeskErrorBoundary, DeskPage } from "./desk-layout";
import { deskFormAction, refused } from "./desk-form.server";
import { changePasswordSchema } from "./desk.schema";
import { CSRF_FIELD } from "./csrf-field";
import { requireDeskUser, signedInCookie } from "./session.server";
import type { Route } from "./+types/account.route";

const copy = deskCopy.account;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await requireDeskUser(siteContext(context), request, url, href("/admin/account"));
  // After a change, the redirect's `?changed=1` says what happened.
  return {
    user: session.user,
    csrf: session.csrf,
    changed: url.searchParams.get("changed") === "1",
  };
}

/** A new password ends every session of the account; this browser continues in a fresh one. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const site = siteContext(context);
  const session = await requireDeskUser(site, request, url, href("/admin/account"));
  let retryAfter: number | undefined;
  const { status, result } = await runFormAction(
    request,
    deskFormAction({
      csrf: session.csrf,
      fields: ["current", "password", "confirm"],
      schema: changePasswordSchema,
      async act({ current, password }) {
        const changed = await session.desk.changePassword({
          actor: session.actor,
          current,
          password,
        });
        if (!changed.ok && changed.reason === "rate_limited") {
          retryAfter = changed.retryAfterSeconds;
          return refused(429, copy.rateLimited(changed.retryAfterSeconds));
        }
        if (!changed.ok) return refused(400, copy.wrongCurrent);
        site.log.info({ user: session.user.id }, "desk password changed");
        throw redirect(`${href("/admin/account")}?changed=1`, {
          headers: {
            "Set-Cookie": await signedInCookie(session.desk, session.cookie, changed.sessionId),
          },
        });
      },
    }),
  );
  return data(result, {
    status,
    headers: retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) },
  });
}

/** A slowed-down check says when to try again (React Router passes only cookies on by itself). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: copy.title,
    description: copy.description,
    path: href("/admin/account"),
    noindex: true,
  });

const fields = [
  { name: "current", label: copy.current, autoComplete: "current-password" },
  { name: "password", label: copy.password, autoComplete: "new-password" },
  { name: "confirm", label: copy.confirm, autoComplete: "new-password" },
] as const;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, changed } = loaderData;
  return (
    <DeskPage user={user} csrf={csrf} title={copy.heading} intro={copy.intro}>
      <div className="max-w-md">
        <Form
          method="post"
          className="border-line bg-surface space-y-5 rounded-2xl border p-6 shadow-sm"
        >
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <ActionMessage result={actionData} />
          {changed && !actionData ? (
            <ActionMessage result={{ ok: true, message: copy.changed }} />
          ) : null}
          <input type="hidden" name="username" autoComplete="username" value={user.email} />
          {fields.map((field) => (
            <div key={field.name}>
              <label
                htmlFor={`account-${field.name}`}
                className="text-ink block text-sm font-medium"
              >
                {field.label}
              </label>
              <input
                id={`account-${field.name}`}
                name={field.name}
                type="password"
                autoComplete={field.autoComplete}
                required
                className={controlClass}
              />
            </div>
          ))}
          <Button type="submit">{copy.submit}</Button>
        </Form>
      </div>
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorBoundary error={error} />;
}
