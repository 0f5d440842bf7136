import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/*
 * Nothing the page's JavaScript needs may compete with the document and the stylesheet before
 * the first paint. Two things in React Router's `<Scripts>` output would, so this filter
 * rewrites them in the HTML stream and leaves every other byte alone:
 *
 * 1. A `<link rel="modulepreload">` for every chunk the page's routes import (about 30 per
 *    page). Measured with Lighthouse's mobile throttling, those high-priority fetches delayed
 *    the first paint by more than a second (/pricing FCP 2.5 s, 0.86 s without them).
 * 2. The inline module script's static `import * as routeN from "…"` lines. The browser fetches
 *    a module script's static imports as soon as the parser reaches it, which is right after
 *    the `rel="expect"` marker that releases the first paint (root.tsx): the route chunks then
 *    load during the first style and layout, and Lighthouse counts them against FCP and LCP
 *    (/no-code-builder LCP 1.26 s against 1.09 s in alternating runs). The rewritten script
 *    waits for the first paint and imports the same modules dynamically, in parallel, before
 *    running the rest of its body unchanged; the entry module was already a dynamic import.
 *
 * After hydration React may add the preload links to the head again; by then the modules are
 * loaded, so they cost nothing.
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

/** A module script's static namespace imports turned into dynamic ones after the first paint. */
export function importAfterFirstPaint(script: string): string {
  const imports: Array<{ name: string; specifier: string }> = [];
  const body = script.replace(STATIC_NAMESPACE_IMPORT, (_line, name: string, specifier: string) => {
    imports.push({ name, specifier });
    return "";
  });
  if (imports.length === 0) return script;
  const names = imports.map((entry) => entry.name).join(", ");
  const loads = imports.map((entry) => `import(${entry.specifier})`).join(", ");
  return `${AFTER_FIRST_PAINT}\nconst [${names}] = await Promise.all([${loads}]);\n${body}`;
}

/** Removes modulepreload tags and defers module scripts' imports in one complete piece of HTML. */
export function rewriteForFirstPaint(html: string): string {
  return html
    .replace(MODULE_PRELOAD_TAG, "")
    .replace(
      MODULE_SCRIPT,
      (_whole, open: string, script: string, close: string) =>
        open + importAfterFirstPaint(script) + close,
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
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const holdFrom = Math.min(unclosedTagStart(text), unclosedModuleScriptStart(text));
      pending = text.slice(holdFrom);
      callback(null, rewriteForFirstPaint(text.slice(0, holdFrom)));
    },
    flush(callback: TransformCallback) {
      callback(null, rewriteForFirstPaint(pending + decoder.end()));
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
