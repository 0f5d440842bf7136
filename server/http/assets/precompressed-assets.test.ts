import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ASSET_ENCODINGS, precompressAssets, precompressedAssets } from "./precompressed-assets";

const script = `export const answer = ${JSON.stringify("forty-two ".repeat(500))};\n`;
let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  fs.writeFileSync(path.join(dir, "entry-AbC1.js"), script);
  fs.writeFileSync(path.join(dir, "root-x.css"), "body{margin:0}".repeat(200));
  fs.writeFileSync(path.join(dir, "inter-1.woff2"), Buffer.from([1, 2, 3, 4]));
  fs.writeFileSync(path.join(dir, "plain-2.js"), "export {};\n");
  expect(precompressAssets(dir).files).toBe(3);
  // A file without copies (added after the build step) is still served, as it is.
  fs.rmSync(path.join(dir, "plain-2.js.br"));
  fs.rmSync(path.join(dir, "plain-2.js.gz"));

  const app = express();
  app.use("/assets", precompressedAssets(dir));
  app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y", fallthrough: false }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw GET: Node's fetch would decode the body, which must stay as sent here. */
async function get(pathname: string, acceptEncoding: string) {
  const response = await fetch(`${base}${pathname}`, {
    headers: { "accept-encoding": acceptEncoding },
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe("precompressed assets", () => {
  it("writes brotli and gzip copies of scripts and stylesheets only, each decoding to the file", () => {
    const original = fs.readFileSync(path.join(dir, "entry-AbC1.js"));
    const br = fs.readFileSync(path.join(dir, `entry-AbC1.js${ASSET_ENCODINGS.br}`));
    const gz = fs.readFileSync(path.join(dir, `entry-AbC1.js${ASSET_ENCODINGS.gzip}`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(fs.existsSync(path.join(dir, "root-x.css.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "inter-1.woff2.br"))).toBe(false);
  });

  it("sends the copy the browser prefers, with the asset's type and immutable caching", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      // fetch decodes what it asked for by itself; undici keeps the raw bytes with this header.
      const response = await fetch(`${base}/assets/entry-AbC1.js`, {
        headers: { "accept-encoding": accept },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toBe(script);
      const copy = fs.readFileSync(path.join(dir, `entry-AbC1.js${ASSET_ENCODINGS[encoding]}`));
      expect(decode(copy).toString()).toBe(script);
    }
    const css = await fetch(`${base}/assets/root-x.css`, { headers: { "accept-encoding": "br" } });
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(css.headers.get("content-encoding")).toBe("br");
  });

  it("leaves identity, fonts, files without copies and odd paths to the static handler", async () => {
    const identity = await get("/assets/entry-AbC1.js", "identity");
    expect(identity.response.headers.get("content-encoding")).toBeNull();
    expect(identity.body.toString()).toBe(script);
    const font = await get("/assets/inter-1.woff2", "br");
    expect(font.response.headers.get("content-encoding")).toBeNull();
    const plain = await get("/assets/plain-2.js", "br");
    expect(plain.response.status).toBe(200);
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    const missing = await get("/assets/nothing-here.js", "br");
    expect(missing.response.status).toBe(404);
    const escape = await get("/assets/..%2Fentry-AbC1.js", "br");
    expect(escape.response.headers.get("content-encoding")).toBeNull();
  });
});
