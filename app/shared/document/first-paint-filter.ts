import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/*
 * Nothing the page's JavaScript needs may compete with the document, the stylesheet and the
 * font before the first paint. Two things in React Router's `<Scripts>` output would, so this
 * filter rewrites them in the HTML stream and leaves every other byte alone:
 *
 * 1. A `<link rel="modulepreload">` for every chunk the page's routes import (React hoists them
 *    into <head>, ahead of the stylesheet). Measured with Lighthouse's mobile throttling, those
 *    fetches delayed the first paint by more than a second (/pricing FCP 2.5 s, 0.86 s without
 *    them); at `fetchpriority="low"` they still cost the first paint 0.25-0.3 s in Chromium with
 *    slow 4G emulated (`npm run ready`): the link is shared, whatever the priority.
 * 2. The inline module script's static `import * as routeN from "…"` lines. The browser fetches
 *    a module script's static imports as soon as the parser reaches it, which is right after
 *    the `rel="expect"` marker that releases the first paint (root.tsx): the route chunks then
 *    load during the first style and layout, and Lighthouse counts them against FCP and LCP
 *    (/no-code-builder LCP 1.26 s against 1.09 s in alternating runs).
 *
 * The rewritten script waits for the first paint, then starts every chunk of the page at once:
 * the modulepreload links come back as elements (so the route modules' own imports, the vendor
 * and shared chunks, and the entry module are fetched in parallel instead of one round trip
 * after another), and the route modules are imported dynamically, in parallel, before the rest
 * of its body runs unchanged (the entry module was already a dynamic import). Without the
 * links, the chunks loaded in three waves after the paint: the route modules, then what they
 * import, then the entry module once they had run (docs/decisions/0007-first-paint-and-hydration.md).
 */
const MODULE_PRELOAD_TAG = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
/** A module script's start tag. React writes the nonce first: `<script nonce="…" type="module" async="">`. */
const MODULE_SCRIPT_START = /<script\b[^>]*\btype="module"[^>]*>/g;
/** A whole module script: its start tag, its text, its end tag. */
const MODULE_SCRIPT = new RegExp(`(${MODULE_SCRIPT_START.source})([\\s\\S]*?)(</script>)`, "g");
const STATIC_NAMESPACE_IMPORT =
  /^\s*import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+("[^"\n]+");?\s*$/gm;

/**
 * Resolves once the browser reports its first paint (a `paint` performance entry, buffered if
 * it came already), at once in a hidden tab (which paints nothing), and after 500 ms at the
 * latest. Not an animation frame or a timer alone: pages under a test's paused fake clock
 * (Playwright's `clock`) get neither, and would never hydrate.
 */
const AFTER_FIRST_PAINT =
  "await new Promise((painted) => {" +
  ' if (document.visibilityState === "hidden") return painted();' +
  " try {" +
  " new PerformanceObserver((_, observer) => { observer.disconnect(); painted(); })" +
  '.observe({ type: "paint", buffered: true });' +
  " } catch { painted(); }" +
  " setTimeout(painted, 500);" +
  " });";

/** The `href` of a modulepreload link tag. */
const HREF = /\bhref="([^"]+)"/;

/**
 * A module script's static namespace imports turned into dynamic ones after the first paint,
 * preceded by modulepreload links for `preloads` (every chunk the page needs).
 */
export function importAfterFirstPaint(script: string, preloads: readonly string[] = []): string {
  const imports: Array<{ name: string; specifier: string }> = [];
  const body = script.replace(STATIC_NAMESPACE_IMPORT, (_line, name: string, specifier: string) => {
    imports.push({ name, specifier });
    return "";
  });
  if (imports.length === 0) return script;
  const names = imports.map((entry) => entry.name).join(", ");
  const loads = imports.map((entry) => `import(${entry.specifier})`).join(", ");
  const preload =
    preloads.length === 0
      ? ""
      : `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n`;
  return `${AFTER_FIRST_PAINT}\n${preload}const [${names}] = await Promise.all([${loads}]);\n${body}`;
}

/**
 * Takes modulepreload tags out and defers module scripts' imports in one complete piece of HTML.
 * The tags' URLs are collected in `preloads` (shared by the pieces of one stream: the tags come
 * in <head>, the module script at the end of <body>) and preloaded after the first paint.
 */
export function rewriteForFirstPaint(html: string, preloads: string[] = []): string {
  return html
    .replace(MODULE_PRELOAD_TAG, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href && !preloads.includes(href)) preloads.push(href);
      return "";
    })
    .replace(
      MODULE_SCRIPT,
      (_whole, open: string, script: string, close: string) =>
        open + importAfterFirstPaint(script, preloads) + close,
    );
}

/**
 * A stream version of `rewriteForFirstPaint` that survives a cut anywhere: the text after the
 * last `<` that has no `>` yet, or from an unclosed module script's start tag, is held back
 * until a later chunk completes it.
 */
export function createFirstPaintFilter(): Transform {
  // The decoder keeps a multi-byte character that a chunk boundary cuts in two whole.
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const holdFrom = Math.min(unclosedTagStart(text), unclosedModuleScriptStart(text));
      pending = text.slice(holdFrom);
      callback(null, rewriteForFirstPaint(text.slice(0, holdFrom), preloads));
    },
    flush(callback: TransformCallback) {
      callback(null, rewriteForFirstPaint(pending + decoder.end(), preloads));
    },
  });
}

/** Where a tag without its `>` yet starts, or the text's length. */
function unclosedTagStart(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  return lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : text.length;
}

/** Where a module script whose `</script>` has not come yet starts, or the text's length. */
function unclosedModuleScriptStart(text: string): number {
  const lastScript = [...text.matchAll(MODULE_SCRIPT_START)].at(-1)?.index;
  return lastScript !== undefined && text.indexOf("</script>", lastScript) === -1
    ? lastScript
    : text.length;
}
