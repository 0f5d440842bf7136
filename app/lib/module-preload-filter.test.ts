import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { createModulePreloadFilter, removeModulePreloads } from "./module-preload-filter";

const head =
  '<head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="preload" as="image" href="/hero.svg"/>' +
  "<title>Pricing — Ünïcödé ✓</title></head>" +
  '<body><p>rel="modulepreload" as text stays</p>' +
  '<script type="module" async="">import * as route0 from "/assets/root-3.js";</script></body>';

const expected =
  '<head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="preload" as="image" href="/hero.svg"/>' +
  "<title>Pricing — Ünïcödé ✓</title></head>" +
  '<body><p>rel="modulepreload" as text stays</p>' +
  '<script type="module" async="">import * as route0 from "/assets/root-3.js";</script></body>';

describe("removeModulePreloads", () => {
  it("removes modulepreload links and keeps stylesheets, other preloads and scripts", () => {
    expect(removeModulePreloads(head)).toBe(expected);
  });
});

describe("createModulePreloadFilter", () => {
  it("gives the same result wherever the stream is cut, even inside a tag or a character", async () => {
    const bytes = Buffer.from(head);
    for (let cut = 1; cut < bytes.length; cut++) {
      const filtered = await text(
        Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(
          createModulePreloadFilter(),
        ),
      );
      expect(filtered, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("passes a document in one-byte chunks through unchanged apart from the preloads", async () => {
    const bytes = Buffer.from(head);
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await text(Readable.from(chunks).pipe(createModulePreloadFilter()))).toBe(expected);
  });
});
