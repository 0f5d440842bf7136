import http from "node:http";
import net, { type AddressInfo } from "node:net";

import express from "express";
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
  server.use((_req, res) => res.status(404).send("not ours"));
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

  it("leaves other paths, and paths that do not decode, to the next handler", async () => {
    const pages = fakePages();
    const render = vi.spyOn(pages, "render");
    const get = (path: string) =>
      send(pages, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect((await get("/elsewhere")).text).toBe("not ours");
    expect((await get("/page%E0%A4%A")).text).toBe("not ours");
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
