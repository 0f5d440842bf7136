import express from "express";
import { describe, expect, it } from "vitest";

import { deskGate } from "./desk-gate";

async function ask(enabled: boolean, path: string, method = "GET") {
  const app = express();
  app.use(deskGate({ enabled }));
  app.use((req, res) => {
    res.json({ originalUrl: req.originalUrl, cacheControl: res.get("Cache-Control") ?? null });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
    return {
      robots: response.headers.get("x-robots-tag"),
      seen: (await response.json()) as { originalUrl: string; cacheControl: string | null },
    };
  } finally {
    server.close();
  }
}

describe("deskGate", () => {
  it("marks every spelling of a desk path private and leaves other paths alone", async () => {
    for (const path of ["/admin/inquiries", "/%61dmin/inquiries?q=a", "/ADMIN/./sign-in"]) {
      const { robots, seen } = await ask(true, path);
      expect(robots, path).toBe("noindex");
      expect(seen.cacheControl, path).toBe("no-store");
      expect(seen.originalUrl, path).toBe(path.replace("/./", "/"));
    }
    const other = await ask(true, "/administration");
    expect(other.robots).toBeNull();
    expect(other.seen.cacheControl).toBeNull();
  });

  it("with the desk off, sends every desk GET to /admin, which only the 404 page answers", async () => {
    for (const path of ["/admin/inquiries.csv?q=x", "/%61dmin/sign-in", "//admin/inquiries"]) {
      expect((await ask(false, path)).seen.originalUrl, path).toBe("/admin");
    }
    // Posts reach the routes, whose actions answer 404 while the desk is off.
    expect((await ask(false, "/admin/sign-in", "POST")).seen.originalUrl).toBe("/admin/sign-in");
    expect((await ask(false, "/contact")).seen.originalUrl).toBe("/contact");
  });
});
