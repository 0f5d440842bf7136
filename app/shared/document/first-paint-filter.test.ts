import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import {
  createFirstPaintFilter,
  importAfterFirstPaint,
  rewriteForFirstPaint,
} from "./first-paint-filter";

/** React Router's module script as it writes it (trimmed manifest). */
const moduleScript =
  ';\nimport * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/pricing-4.js";\n' +
  '  window.__reactRouterManifest = {"url":"/assets/manifest-1.js"};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};\n\n' +
  'import("/assets/entry.client-2.js");';

const page =
  '<head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="preload" as="image" href="/hero.svg"/>' +
  "<title>Pricing — Ünïcödé ✓</title></head>" +
  '<body><p>rel="modulepreload" and import * as x from "y"; as text stay</p>' +
  '<script>window.__data = "import * as z from \\"/no.js\\";"</script>' +
  `<script nonce="n" type="module" async="">${moduleScript}</script></body>`;

const expected =
  '<head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="preload" as="image" href="/hero.svg"/>' +
  "<title>Pricing — Ünïcödé ✓</title></head>" +
  '<body><p>rel="modulepreload" and import * as x from "y"; as text stay</p>' +
  '<script>window.__data = "import * as z from \\"/no.js\\";"</script>' +
  `<script nonce="n" type="module" async="">${importAfterFirstPaint(moduleScript, ["/assets/manifest-1.js", "/assets/entry.client-2.js"])}</script></body>`;

describe("importAfterFirstPaint", () => {
  it("imports the same modules, in parallel, after the first paint, then runs the rest as written", async () => {
    const rewritten = importAfterFirstPaint(moduleScript);
    expect(rewritten).not.toMatch(/^\s*import \* as/m);
    expect(rewritten).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/pricing-4.js")]);',
    );
    expect(rewritten.indexOf("PerformanceObserver")).toBeLessThan(rewritten.indexOf("Promise.all"));
    expect(rewritten).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};',
    );
    expect(rewritten).toContain('import("/assets/entry.client-2.js");');

    // Run it as a module would, with a paint to come and two modules: nothing is imported
    // before the paint, and the namespaces land where the router reads them.
    const loaded: string[] = [];
    let paint!: () => void;
    const window: Record<string, unknown> = {};
    const environment = {
      window,
      document: { visibilityState: "visible" },
      PerformanceObserver: class {
        constructor(private readonly report: (list: unknown, observer: unknown) => void) {}
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: "paint", buffered: true });
          paint = () => this.report({}, this);
        }
        disconnect() {}
      },
      // Under a paused fake clock no timer fires.
      setTimeout: () => undefined,
      load: (specifier: string) => {
        loaded.push(specifier);
        return Promise.resolve({ specifier });
      },
    };
    const run = new Function(
      ...Object.keys(environment),
      `return (async () => {${rewritten.replaceAll("import(", "load(")}})();`,
    )(...Object.values(environment)) as Promise<void>;
    await Promise.resolve();
    expect(loaded, "nothing is fetched before the first paint").toEqual([]);
    paint();
    await run;
    expect(loaded).toEqual([
      "/assets/root-3.js",
      "/assets/pricing-4.js",
      "/assets/entry.client-2.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-3.js" },
      "routes/pricing": { specifier: "/assets/pricing-4.js" },
    });
  });

  it("starts every chunk of the page at once after the paint: the links first, then the imports", () => {
    const rewritten = importAfterFirstPaint(moduleScript, [
      "/assets/vendor-5.js",
      "/assets/root-3.js",
    ]);
    const preload = rewritten.indexOf('["/assets/vendor-5.js","/assets/root-3.js"]');
    expect(preload).toBeGreaterThan(rewritten.indexOf("PerformanceObserver"));
    expect(preload).toBeLessThan(rewritten.indexOf("Promise.all"));
    expect(rewritten).toContain('rel: "modulepreload"');

    const appended: Array<{ rel: string; href: string }> = [];
    const document = {
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
      createElement: () => ({}),
    };
    const preloadLine = rewritten.split("\n").find((line) => line.startsWith("for (const href"))!;
    new Function("document", preloadLine)(document);
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/vendor-5.js" },
      { rel: "modulepreload", href: "/assets/root-3.js" },
    ]);
  });

  it("leaves a script without static imports as it is", () => {
    expect(importAfterFirstPaint('import("/a.js");')).toBe('import("/a.js");');
  });
});

describe("rewriteForFirstPaint", () => {
  it("takes modulepreload links out (to preload after the paint), defers the module script's imports, keeps everything else", () => {
    expect(rewriteForFirstPaint(page)).toBe(expected);
  });
});

describe("createFirstPaintFilter", () => {
  it("gives the same result wherever the stream is cut, even inside a tag, a script or a character", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const filtered = await text(
        Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(createFirstPaintFilter()),
      );
      expect(filtered, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("passes a document in one-byte chunks through unchanged apart from the rewrite", async () => {
    const bytes = Buffer.from(page);
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await text(Readable.from(chunks).pipe(createFirstPaintFilter()))).toBe(expected);
  });
});
