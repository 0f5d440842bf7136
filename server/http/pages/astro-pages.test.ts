import http from "node:http";
import net, { type AddressInfo } from "node:net";

import express from "express";
import { describe, expect, it, vi } from "vitest";

import type { SiteContext } from "#app/context";
import { answeredBy, astroPageHandler, type AstroPages } from "./astro-pages";

/** A stand-in for the Astro build: a page at /page, the 404 page elsewhere, saying what it was asked. */
function fakePages(): AstroPages & { seen: Request[] } {
  const seen: Request[] = [];
  return {
    seen,
    hasPage: (url) => url.pathname === "/page" || url.pathname === "///",
    render: async (req) => {
      seen.push(req);
      const known = ["/page", "///"].includes(new URL(req.url).pathname);
      return new Response(
        `<!doctype html><script>boot()</script><p>${req.method} ${new URL(req.url).pathname}</p>`,
        {
          status: known ? 200 : 404,
          headers: { "content-type": "text/html", "set-cookie": "a=1" },
        },
      );
    },
  };
}

/** Serves `pages` on a free port for one request sent byte for byte, then closes. */
async function send(
  pages: AstroPages,
  raw: string,
): Promise<{ status: number; text: string; headers: string }> {
  const server = http.createServer(app(pages));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1");
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
      socket.write(raw);
    });
    const [head = "", text = ""] = answer.split("\r\n\r\n");
    return { status: Number(head.split(" ")[1]), text, headers: head };
  } finally {
    server.close();
  }
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
  server.use(
    (error: { status: number }, _req: express.Request, res: express.Response, _next: unknown) =>
      res.status(error.status).send("refused"),
  );
  return server;
}

describe("astroPageHandler", () => {
  it("renders a page at the site's public origin, with a CSP of its inline scripts' hashes", async () => {
    const pages = fakePages();
    const answer = await send(
      pages,
      "GET /page?x=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("GET /page");
    expect(pages.seen[0]!.url).toBe("https://site.example/page?x=1");
    expect(answer.headers).toMatch(
      /\r\nContent-Security-Policy: script-src 'self' 'sha256-[^']+'\r\n/i,
    );
    expect(answer.headers).toMatch(/\r\nSet-Cookie: a=1\r\n/i);
  });

  it("answers other paths with the 404 page, and refuses paths that do not decode", async () => {
    const pages = fakePages();
    const render = vi.spyOn(pages, "render");
    const get = (path: string) =>
      send(pages, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const elsewhere = await get("/elsewhere");
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).toContain("GET /elsewhere");
    expect(elsewhere.headers).toMatch(/\r\nContent-Security-Policy: script-src 'self' 'sha256-/i);
    render.mockClear();
    const undecodable = await get("/page%E0%A4%A");
    expect(undecodable.status).toBe(400);
    expect(render).not.toHaveBeenCalled();
  });

  it("keeps a path that starts with // on the site's own origin", async () => {
    const pages = fakePages();
    const answer = await send(
      pages,
      "POST ///?index HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b",
    );
    expect(answer.status).toBe(200);
    expect(pages.seen[0]!.url).toBe("https://site.example///?index");
    expect(await pages.seen[0]!.text()).toBe("a=b");
  });
});

describe("answeredBy", () => {
  it("hands an alias to its target's page, with the method, query and body", async () => {
    const answered = answeredBy(
      new Request("https://site.example/demo/WhatsAppDemo/?from=footer", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "site=demo",
      }),
    );
    expect(answered.url).toBe("https://site.example/demo/WhatsappDemo?from=footer");
    expect(answered.method).toBe("POST");
    expect(answered.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(await answered.text()).toBe("site=demo");
    expect(answeredBy(new Request("https://site.example/privacy")).url).toBe(
      "https://site.example/privacy-policy",
    );
  });

  it("leaves every other request as it is", () => {
    for (const url of [
      "https://site.example/privacy-policy",
      "https://site.example/PRIVACY",
      "https://site.example///?index",
    ]) {
      const request = new Request(url);
      expect(answeredBy(request)).toBe(request);
    }
  });
});
