import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { describeEachDatabase, useTestDatabase } from "#tests/support/databases";
import { parseConfig } from "#server/config";
import { cspNonce, securityHeaders } from "#server/http/guards/security";
import { studioRouter } from "./index";

let server: Server;
let base: string;

beforeAll(async () => {
  const config = parseConfig({ PORT: "3999", RATE_LIMIT_WRITES_PER_MINUTE: "1000" });
  const app = express();
  app.use(cspNonce);
  app.use(securityHeaders(config));
  app.use("/studio", studioRouter(config));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/studio`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const postJson = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });

describe("the bundled studio", () => {
  it("says how every answer may be cached: its pages per request, its scripts for long", async () => {
    for (const path of ["/", "/?builderid=abc", "/template/42"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    expect((await fetch(`${base}/chat/MobileDemo`)).headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${base}/embed.js`)).headers.get("cache-control")).toBe(
      "public, max-age=3600",
    );
  });

  it("serves a demo chat page for each demo agent, frameable and with an external script", async () => {
    const response = await fetch(`${base}/chat/MobileDemo`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(response.headers.get("x-frame-options")).toBeNull();
    const html = await response.text();
    expect(html).toContain("<h1>Mobile App Agent</h1>");
    expect(html).toContain('role="log" aria-live="polite"');
    expect(html).toContain('<label for="message" class="sr-only">Your message</label>');
    expect(html).toMatch(
      /<script src="\/studio\/assets\/chat\.js\?v=[0-9a-f]{10}" defer><\/script>/,
    );
    expect(html).not.toMatch(/<script>|\son[a-z]+=/);
    expect(html).not.toContain('id="mic"');
  });

  it("offers the microphone with voice=true", async () => {
    const html = await (await fetch(`${base}/chat/SMSDemo?voice=true`)).text();
    expect(html).toContain('id="mic"');
    expect(html).toContain('action="/studio/chat/SMSDemo?voice=true"');
  });

  it("presents the voice agent with voice=true, whichever agent answers", async () => {
    const html = await (await fetch(`${base}/chat/SMSDemo?voice=true`)).text();
    expect(html).toContain("<h1>Voice Agent</h1>");
    expect(html).toContain("I&#39;m the Voice Agent");
    expect(html).toContain("data-voice-visual");
    expect(html).not.toContain("SMS Agent");
    expect(html).toContain('data-agent="SMSDemo"');
  });

  it("answers 404 for unknown agents", async () => {
    expect((await fetch(`${base}/chat/NoSuchDemo`)).status).toBe(404);
    const json = await postJson("/chat/NoSuchDemo", { message: "hi" });
    expect(json.status).toBe(404);
    expect((await fetch(`${base}/chat/constructor`)).status).toBe(404);
  });

  it("answers a message as JSON, with the real prices", async () => {
    const response = await postJson("/chat/WebsiteDemo", { message: "How much does it cost?" });
    expect(response.status).toBe(200);
    const { reply } = (await response.json()) as { reply: { text: string } };
    expect(reply.text).toContain("Professional: $99 per month");
  });

  it("rejects empty, too long and unreadable messages with 400", async () => {
    expect((await postJson("/chat/WebsiteDemo", { message: "  " })).status).toBe(400);
    expect((await postJson("/chat/WebsiteDemo", { message: "x".repeat(501) })).status).toBe(400);
    expect((await postJson("/chat/WebsiteDemo", { message: 42 })).status).toBe(400);
    const broken = await fetch(`${base}/chat/WebsiteDemo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(broken.status).toBe(400);
  });

  it("keeps the conversation without JavaScript: the form posts and the page returns", async () => {
    const first = await fetch(`${base}/chat/KioskDemo`, {
      method: "POST",
      body: new URLSearchParams({ message: "pricing please" }),
    });
    const html = await first.text();
    expect(html).toContain("pricing please");
    expect(html).toContain("Professional: $99 per month");
    const history = /name="history" value="([^"]*)"/.exec(html)?.[1] ?? "";
    const decoded = history.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(+code));
    const second = await fetch(`${base}/chat/KioskDemo`, {
      method: "POST",
      body: new URLSearchParams({ message: "<b>and shopify?</b>", history: decoded }),
    });
    const page = await second.text();
    expect(page).toContain("pricing please");
    expect(page).toContain("&#60;b&#62;and shopify?&#60;/b&#62;");
    expect(page).toContain("Yes, we integrate with Shopify");
    expect(page.match(/class="msg /g)).toHaveLength(5);
  });

  it("serves embed.js for other sites to load, and the chat script", async () => {
    const embed = await fetch(`${base}/embed.js?agent=VoiceDemo`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(embed.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(await embed.text()).toContain('"/chat/"');
    const chat = await fetch(`${base}/assets/chat.js`);
    expect(chat.status).toBe(200);
    expect(await chat.text()).toContain("webkitSpeechRecognition");
  });

  it("says it is a demo of the studio, in a visitor's words, and shows the builder id", async () => {
    const html = await (await fetch(`${base}/?builderid=abc123`)).text();
    expect(html).toContain("This demo of the studio");
    expect(html).not.toMatch(/stand-in|stands in|placeholder/i);
    expect(html).toContain('data-testid="builder-id">abc123<');
  });

  it("wears the framing page's theme and leaves the header to the site's panel", async () => {
    const framed = await (await fetch(`${base}/chat/WebsiteDemo?theme=dark&embed=panel`)).text();
    expect(framed).toContain('<html lang="en" data-theme="dark">');
    expect(framed).not.toContain("<header>");
    expect(framed).toContain('action="/studio/chat/WebsiteDemo?theme=dark&#38;embed=panel"');
    const plain = await (await fetch(`${base}/chat/SMSDemo?theme=sepia`)).text();
    expect(plain).toContain('<html lang="en">');
    expect(plain).toContain("<header>");
    expect(plain).not.toMatch(/stand-in/i);
    const font = await fetch(`${base}/assets/inter.woff2`);
    expect(font.headers.get("content-type")).toBe("font/woff2");
  });
});

describeEachDatabase("the bundled studio's chat limit", (kind) => {
  const database = useTestDatabase(kind);

  it("is one limit for every instance on the same database", async () => {
    // RATE_LIMIT_WRITES_PER_MINUTE 2 allows 6 chat messages a minute per visitor.
    const config = parseConfig({ PORT: "3999", RATE_LIMIT_WRITES_PER_MINUTE: "2" });
    const other = await database.openAnother();
    const instances = await Promise.all(
      [database.db, other.db].map(async (db) => {
        const server = express()
          .use("/studio", studioRouter(config, { db }))
          .listen(0, "127.0.0.1");
        await new Promise((resolve) => server.once("listening", resolve));
        return server;
      }),
    );
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 10; index++) {
        const { port } = instances[index % 2]!.address() as AddressInfo;
        const response = await fetch(`http://127.0.0.1:${port}/studio/chat/WebsiteDemo`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ message: "How much does it cost?" }),
        });
        statuses.push(response.status);
      }
      // Counted per instance, each would have let all 5 of its requests through.
      expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    } finally {
      for (const server of instances) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});
