import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every chunk the page's
 * routes import (about 30 per page). Measured with Lighthouse's mobile throttling, those
 * high-priority fetches compete with the document and the stylesheet and delay the first paint
 * by more than a second; without them the page paints as fast as its no-JavaScript copy. The
 * module script that follows still imports the same chunks (and, with the vendor chunk of
 * vite.config.ts, the import graph is only two levels deep), so nothing else changes: this
 * filter removes the preload tags from the HTML stream and leaves every other byte alone.
 *
 * After hydration React may add the same links to the head again; by then the modules are
 * loaded, so they cost nothing.
 */
const MODULE_PRELOAD_TAG = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** Removes modulepreload tags from one complete piece of HTML. */
export function removeModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD_TAG, "");
}

/**
 * A stream version of `removeModulePreloads` that survives a tag split across chunks: the text
 * after the last `<` that has no `>` yet is held back until the next chunk completes it.
 */
export function createModulePreloadFilter(): Transform {
  // The decoder keeps a multi-byte character that a chunk boundary cuts in two whole.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const lastOpen = text.lastIndexOf("<");
      const tagStillOpen = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1;
      const complete = tagStillOpen ? text.slice(0, lastOpen) : text;
      pending = tagStillOpen ? text.slice(lastOpen) : "";
      callback(null, removeModulePreloads(complete));
    },
    flush(callback: TransformCallback) {
      callback(null, removeModulePreloads(pending + decoder.end()));
    },
  });
}
