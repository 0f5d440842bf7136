import { describe, expect, it, vi } from "vitest";

import type { SiteContext } from "#app/context";
import type { DeskCookieData, DeskUser } from "./desk-service";
import { deskPage, deskPost } from "./desk-page.server";
import { DeskProblem } from "./desk-stop.server";
import { openDesk } from "./session.server";

const user: DeskUser = { id: "u1", email: "sales@example.com", role: "admin" };

/** A desk whose cookie is plain JSON (the signing is server/desk/desk-cookie.ts's to test). */
function siteWith(enabled = true): SiteContext {
  const cookies = {
    read: (header: string | null) =>
      JSON.parse(
        decodeURIComponent(/__desk=([^;]*)/.exec(header ?? "")?.[1] ?? "%7B%7D"),
      ) as DeskCookieData,
    write: (data: DeskCookieData) =>
      `__desk=${encodeURIComponent(JSON.stringify(data))}; Path=/admin`,
    clear: () => "__desk=; Max-Age=0; Path=/admin",
  };
  const desk = enabled
    ? {
        enabled: true,
        cookies,
        sessionUser: async (sid?: string) => (sid === "s1" ? user : undefined),
      }
    : { enabled: false };
  return {
    desk,
    clientAddress: "10.0.0.1",
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  } as unknown as SiteContext;
}

function astroFor(request: Request, site = siteWith()) {
  return {
    locals: { site } as never,
    request,
    url: new URL(request.url),
    rewrite: vi.fn(
      async (path: unknown) => new Response(`rewritten to ${String(path)}`, { status: 404 }),
    ),
    response: { status: 200, headers: new Headers() },
  };
}

const cookieHeader = (data: DeskCookieData) => `__desk=${encodeURIComponent(JSON.stringify(data))}`;

const post = (accept?: string) =>
  new Request("https://site.example/admin/users", {
    method: "POST",
    headers: { cookie: cookieHeader({ sid: "s1", csrf: "t" }), ...(accept ? { accept } : {}) },
  });

describe("a desk page's answer", () => {
  it("is the site's 404 page when the desk is off", async () => {
    const astro = astroFor(new Request("https://site.example/admin/users"), siteWith(false));
    const view = await deskPage(astro, async () => ({ title: "x", data: {} }));
    expect(astro.rewrite).toHaveBeenCalledWith("/404");
    expect(view).toBeInstanceOf(Response);
  });

  it("renders the page with the headers and status its work set", async () => {
    const astro = astroFor(new Request("https://site.example/admin/users"));
    const view = await deskPage(astro, async (desk) => {
      desk.headers.set("Retry-After", "3");
      return { title: "Users", data: { n: 1 }, status: 429 };
    });
    expect(view).toMatchObject({ kind: "page", title: "Users", data: { n: 1 } });
    expect(astro.response.status).toBe(429);
    expect(astro.response.headers.get("retry-after")).toBe("3");
  });

  it("says a problem on the desk's page, or as JSON to the desk's script", async () => {
    const refuse = async () => {
      throw new DeskProblem(403, "Only admins can manage users.");
    };
    const page = astroFor(new Request("https://site.example/admin/users"));
    expect(await deskPage(page, refuse)).toMatchObject({
      kind: "problem",
      status: 403,
      message: "Only admins can manage users.",
    });
    expect(page.response.status).toBe(403);

    const script = astroFor(
      new Request("https://site.example/admin/users", { headers: { accept: "application/json" } }),
    );
    const answer = (await deskPage(script, refuse)) as Response;
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ ok: false, error: "Only admins can manage users." });
  });
});

describe("a post to a desk page", () => {
  const saved = async () => ({ status: 200, result: { ok: true as const, message: "Saved." } });
  const refused = async () => ({ status: 400, result: { ok: false as const, error: "No." } });

  it("without script: a success redirects back with its message in the cookie, once", async () => {
    const desk = openDesk(siteWith(), post(), new URL("https://site.example/admin/users"));
    const thrown = await deskPost(desk, "/admin/users?page=2", saved).catch((stop) => stop);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toBe("/admin/users?page=2");
    expect(decodeURIComponent(thrown.headers.get("set-cookie"))).toContain('"flash":"Saved."');
  });

  it("without script: a refusal shows on the page with its status", async () => {
    const desk = openDesk(siteWith(), post(), new URL("https://site.example/admin/users"));
    await expect(deskPost(desk, "/admin/users", refused)).resolves.toEqual({
      status: 400,
      result: { ok: false, error: "No." },
    });
  });

  it("with the desk's script: JSON either way; GET posts nothing; other methods get 405", async () => {
    const url = new URL("https://site.example/admin/users");
    const json = openDesk(siteWith(), post("application/json"), url);
    const answer = await deskPost(json, "/admin/users", saved).catch((stop: Response) => stop);
    expect(await (answer as Response).json()).toEqual({ ok: true, message: "Saved." });

    const get = openDesk(siteWith(), new Request(url), url);
    await expect(deskPost(get, "/admin/users", saved)).resolves.toBeUndefined();
    const put = openDesk(siteWith(), new Request(url, { method: "PUT" }), url);
    const refusedPut = await deskPost(put, "/admin/users", saved).catch((stop: Response) => stop);
    expect((refusedPut as Response).status).toBe(405);
  });
});
