import express from "express";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";

import type { SiteContext } from "#app/context";
import { astroPageHandler, type AstroPages } from "./astro-pages";

/** A stand-in for the Astro build: one page at /page, answering what it was asked. */
function fakePages(): AstroPages & { seen: Request[] } {
  const seen: Request[] = [];
  return {
    seen,
    hasPage: (url) => url.pathname === "/page" || url.pathname === "///",
    render: async (req) => {
      seen.push(req);
      return new Response(
        `<!doctype html><script>boot()</script><p>${req.method} ${new URL(req.url).pathname}</p>`,
        { headers: { "content-type": "text/html", "set-cookie": "a=1" } },
      );
    },
  };
}

function app(pages: AstroPages) {
  const server = express();
  server.use(
    astroPageHandler({
      pages,
      siteUrl: "https://site.example",
      contextFor: () => ({}) as SiteContext,
      cspFor: (hashes) => `script-src 'self' ${hashes.join(" ")}`,
    }),
  );
  server.use((_req, res) => res.status(404).send("not ours"));
  return server;
}

describe("astroPageHandler", () => {
  it("renders a page at the site's public origin, with a CSP of its inline scripts' hashes", async () => {
    const pages = fakePages();
    const answer = await request(app(pages)).get("/page?x=1").set("Host", "evil.example");
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("GET /page");
    expect(pages.seen[0]!.url).toBe("https://site.example/page?x=1");
    expect(answer.headers["content-security-policy"]).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
    expect(answer.headers["set-cookie"]).toEqual(["a=1"]);
  });

  it("leaves other paths, and paths that do not decode, to the next handler", async () => {
    const pages = fakePages();
    const render = vi.spyOn(pages, "render");
    expect((await request(app(pages)).get("/elsewhere")).text).toBe("not ours");
    expect((await request(app(pages)).get("/page%E0%A4%A")).text).toBe("not ours");
    expect(render).not.toHaveBeenCalled();
  });

  it("keeps a path that starts with // on the site's own origin", async () => {
    const pages = fakePages();
    const answer = await request(app(pages)).post("///?index").type("form").send("a=b");
    expect(answer.status).toBe(200);
    expect(pages.seen[0]!.url).toBe("https://site.example///?index");
    expect(await pages.seen[0]!.text()).toBe("a=b");
  });
});
