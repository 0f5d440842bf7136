import { data, Form, redirect, useNavigation } from "react-router";
import { href } from "#app/shared/site-map/href";

import { controlClass } from "#app/features/contact/form-field";
import { PageHero } from "#app/shared/sections/page-hero";
import { Button } from "#app/components/ui/button";
import { siteContext } from "#app/context.server";
import { runFormAction } from "#app/shared/forms/form-action.server";
import { seo } from "#app/shared/seo/seo";
import { deskCopy } from "./desk.copy";
import { ActionMessage } from "./desk-layout";
import { deskFormAction, refused } from "./desk-form.server";
import { signInSchema } from "./desk.schema";
import { CSRF_FIELD } from "./csrf-field";
import { safeNextPath } from "./next-path";
import { deskOr404, ensureCsrf, getDeskCookie, signedInCookie } from "./session.server";
import type { Route } from "./+types/sign-in.route";

const copy = deskCopy.signIn;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const desk = deskOr404(siteContext(context));
  const cookie = await getDeskCookie(desk, request);
  const next = safeNextPath(url.searchParams.get("next"));
  if (await desk.sessionUser(cookie.get("sid"))) throw redirect(next);
  // The token exists before signing in, so the sign-in form is protected like the others.
  const csrf = ensureCsrf(cookie);
  return data(
    { csrf, next },
    { headers: { "Set-Cookie": await desk.cookies.commitSession(cookie) } },
  );
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const site = siteContext(context);
  const desk = deskOr404(site);
  const cookie = await getDeskCookie(desk, request);
  let retryAfter: number | undefined;
  const { status, result } = await runFormAction(
    request,
    deskFormAction({
      csrf: cookie.get("csrf"),
      fields: ["email", "password"],
      schema: signInSchema,
      async act({ email, password }) {
        const signIn = await desk.signIn({ email, password, clientAddress: site.clientAddress });
        if (signIn.ok) {
          site.log.info({ user: signIn.user.id }, "desk sign-in");
          throw redirect(safeNextPath(url.searchParams.get("next")), {
            headers: { "Set-Cookie": await signedInCookie(desk, cookie, signIn.sessionId) },
          });
        }
        site.log.info({ reason: signIn.reason }, "desk sign-in refused");
        if (signIn.reason === "invalid") return refused(401, copy.invalid);
        retryAfter = signIn.retryAfterSeconds;
        return refused(429, copy.rateLimited(signIn.retryAfterSeconds));
      },
    }),
  );
  return data(result, {
    status,
    headers: retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) },
  });
}

/** A slowed-down sign-in says when to try again (React Router passes only cookies on by itself). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: copy.title,
    description: copy.description,
    path: href("/admin/sign-in"),
    noindex: true,
  });

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <>
      <PageHero title={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-md px-6 pb-20">
        <Form
          method="post"
          action={`${href("/admin/sign-in")}?next=${encodeURIComponent(loaderData.next)}`}
          className="border-line bg-surface space-y-5 rounded-2xl border p-6 shadow-sm"
        >
          <input type="hidden" name={CSRF_FIELD} value={loaderData.csrf} />
          <ActionMessage result={actionData} />
          <div>
            <label htmlFor="desk-email" className="text-ink block text-sm font-medium">
              {copy.email}
            </label>
            <input
              id="desk-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              className={controlClass}
            />
          </div>
          <div>
            <label htmlFor="desk-password" className="text-ink block text-sm font-medium">
              {copy.password}
            </label>
            <input
              id="desk-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={controlClass}
            />
          </div>
          <Button type="submit" size="block" disabled={navigation.state === "submitting"}>
            {copy.submit}
          </Button>
        </Form>
      </div>
    </>
  );
}
