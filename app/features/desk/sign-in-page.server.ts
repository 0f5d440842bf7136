import { deskCopy } from "./desk.copy";
import { runDeskForm, refused } from "./desk-form.server";
import { deskPost, type DeskPageResult } from "./desk-page.server";
import type { DeskActionResult } from "./desk-result";
import { signInSchema } from "./desk.schema";
import { redirectTo } from "./desk-stop.server";
import { safeNextPath } from "./next-path";
import { currentUser, ensureCsrf, signedInCookie, type DeskRequest } from "./session.server";

const copy = deskCopy.signIn;

export interface SignInData {
  csrf: string;
  next: string;
  result: DeskActionResult | undefined;
}

/** The form's token exists before signing in, so it is protected like the others. */
export async function signInPage(desk: DeskRequest): Promise<DeskPageResult<SignInData>> {
  const next = safeNextPath(desk.url.searchParams.get("next"));
  const { site } = desk;
  const posted = await deskPost(desk, next, () =>
    runDeskForm(desk.request, {
      csrf: desk.cookie.csrf,
      fields: ["email", "password"],
      schema: signInSchema,
      async act({ email, password }) {
        const signIn = await desk.desk.signIn({
          email,
          password,
          clientAddress: site.clientAddress,
          endsSession: desk.cookie.sid,
        });
        if (signIn.ok) {
          site.log.info({ user: signIn.user.id }, "desk sign-in");
          signedInCookie(desk, signIn.sessionId);
          throw redirectTo(next, desk.headers);
        }
        site.log.info({ reason: signIn.reason }, "desk sign-in refused");
        if (signIn.reason === "invalid") return refused(401, copy.invalid);
        desk.headers.set("Retry-After", String(signIn.retryAfterSeconds));
        return refused(429, copy.rateLimited(signIn.retryAfterSeconds));
      },
    }),
  );
  if (!posted && (await currentUser(desk))) throw redirectTo(next, desk.headers);
  return {
    title: copy.title,
    status: posted?.status,
    data: { csrf: ensureCsrf(desk), next, result: posted?.result },
  };
}
