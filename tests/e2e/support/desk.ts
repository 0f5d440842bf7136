import { expect, type Page } from "@playwright/test";

import { DEFAULT_SCRYPT, hashPassword } from "#server/desk/password";
import { startSiteServer, type SiteServer } from "./servers";

/** The environment account of the desk servers the desk specs start (the first admin). */
export const DESK_EMAIL = "Sales@Example.com";
export const DESK_PASSWORD = "correct horse battery staple";
export const WRONG = "Email or password is incorrect.";

/**
 * A server with the desk on. TRUST_PROXY=1, so a test can speak from several client
 * addresses (X-Forwarded-For); the browser's requests come from 127.0.0.1.
 */
export async function startDeskServer(
  env: Record<string, string> = {},
  tuning: Record<string, number> = {},
): Promise<SiteServer> {
  return startSiteServer(
    {
      DESK_EMAIL,
      DESK_PASSWORD_HASH: await hashPassword(DESK_PASSWORD, DEFAULT_SCRYPT),
      DESK_SESSION_SECRET: "e2e-desk-session-secret-0123456789abcdef",
      TRUST_PROXY: "1",
      LOG_REQUESTS: "false",
      ...env,
    },
    { tuning: { outboxRetryBaseMs: 200, ...tuning } },
  );
}

/** The first cookie of a response's Set-Cookie, as `name=value`. */
export const cookieOf = (response: Response) =>
  (response.headers.get("set-cookie") ?? "").split(";")[0]!;

export const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** A fresh, cookie-less client's sign-in form: its cookie and CSRF token. */
export async function signInForm(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${baseUrl}/admin/sign-in`);
  expect(response.status).toBe(200);
  const cookie = cookieOf(response);
  const csrf = csrfIn(await response.text());
  expect(cookie).toMatch(/^__desk=/);
  expect(csrf).toBeTruthy();
  return { cookie, csrf };
}

/** A form post as a browser without JavaScript sends it, from `address` when given. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string; address?: string } = {},
) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.address ? { "x-forwarded-for": options.address } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A GET with a cookie, not following redirects. */
export function getWith(url: string, cookie: string) {
  return fetch(url, { redirect: "manual", headers: { cookie } });
}

/**
 * Signs in without a browser: the signed-in cookie and the CSRF token of the signed-in session
 * (read from the list page).
 */
export async function signInByFetch(
  baseUrl: string,
  email = DESK_EMAIL,
  password = DESK_PASSWORD,
  address = "192.0.2.10",
): Promise<{ cookie: string; csrf: string }> {
  const form = await signInForm(baseUrl);
  const response = await postForm(
    `${baseUrl}/admin/sign-in`,
    { email, password, csrf: form.csrf },
    { cookie: form.cookie, address },
  );
  expect(response.status, "sign-in").toBe(302);
  const cookie = cookieOf(response);
  const list = await getWith(`${baseUrl}/admin/inquiries`, cookie);
  expect(list.status).toBe(200);
  return { cookie, csrf: csrfIn(await list.text()) };
}

/** Signs in in the browser through the sign-in page. */
export async function signInInBrowser(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
) {
  await page.goto(`${baseUrl}/admin/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${baseUrl}/admin/inquiries`);
}
