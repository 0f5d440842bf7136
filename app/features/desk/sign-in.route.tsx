import { data, Form, redirect, useNavigation, href } from "react-router";

import { controlClass } from "../contact/form-field";
import { PageHero } from "../../shared/sections/page-hero";
import { Button } from "../../components/ui/button";
import { siteContext } from "../../context.server";
import { deskCopy } from "./desk.copy";
import { CSRF_FIELD } from "./csrf-field";
import { csrfMatches, newCsrfToken } from "./csrf.server";
import { safeNextPath } from "./next-path";
import { deskOr404, ensureCsrf, getDeskSession, signedInEmail } from "./session.server";
import { PAGE_ACTION_BODY_LIMIT_BYTES, readFormWithin } from "../../shared/forms/form-body.server";
import { seo } from "../../shared/seo/seo";
import type { Route } from "./+types/sign-in.route";

const copy = deskCopy.signIn;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const desk = deskOr404(siteContext(context));
  const session = await getDeskSession(desk, request);
  const next = safeNextPath(url.searchParams.get("next"));
  if (signedInEmail(desk, session)) throw redirect(next);
  // The token exists before signing in, so the sign-in form is protected like the others.
  const csrf = ensureCsrf(session);
  return data(
    { csrf, next },
    { headers: { "Set-Cookie": await desk.sessions.commitSession(session) } },
  );
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const site = siteContext(context);
  const desk = deskOr404(site);
  const session = await getDeskSession(desk, request);
  const form = await readFormWithin(request, PAGE_ACTION_BODY_LIMIT_BYTES);
  if (!csrfMatches(session.get("csrf"), form.get(CSRF_FIELD))) {
    return data({ error: deskCopy.csrfRefused }, { status: 403 });
  }
  const email = String(form.get("email") ?? "").slice(0, 320);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  const result = await desk.verifySignIn({ email, password, clientAddress: site.clientAddress });
  if (!result.ok) {
    site.log.info({ reason: result.reason }, "desk sign-in refused");
    if (result.reason === "rate_limited") {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      return data(
        { error: copy.rateLimited(minutes) },
        {
          status: 429,
          headers: { "Retry-After": String(result.retryAfterSeconds) },
        },
      );
    }
    return data({ error: copy.invalid }, { status: 401 });
  }
  site.log.info({}, "desk sign-in");
  // A fresh token after signing in: a token seen before cannot be used in the signed-in session.
  session.set("csrf", newCsrfToken());
  session.set("email", result.email);
  session.set("signedInAt", Date.now());
  throw redirect(safeNextPath(url.searchParams.get("next")), {
    headers: { "Set-Cookie": await desk.sessions.commitSession(session) },
  });
}

/** A refused sign-in says when to try again (React Router passes only cookies on by itself). */
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
  const error = actionData?.error;
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
          {error ? (
            <p
              role="alert"
              className="bg-danger-soft text-danger-ink rounded-lg px-3 py-2 text-sm font-medium"
            >
              {error}
            </p>
          ) : null}
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
