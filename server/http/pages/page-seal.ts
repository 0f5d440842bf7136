import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

import { PRERENDER_NONCE_PLACEHOLDER } from "#app/shared/document/nonce-placeholder";

/**
 * Prerendered pages as static bytes. At build time each prerendered file is "sealed": the
 * nonce placeholder is taken out, the SHA-256 hashes of its inline scripts are recorded (the
 * page's CSP allows exactly those), and it is compressed once with brotli and gzip beside the
 * original. Every visitor then gets the same bytes, which a browser can revalidate with its
 * ETag and any CDN can cache; the server only picks the encoding.
 */
export const SEAL_MANIFEST_FILE = "prerender-seal.json";

export interface SealedPage {
  /** The file under the client directory, relative, with forward slashes. */
  file: string;
  contentType: string;
  /** Strong validator of the identity bytes; each encoding adds its own suffix. */
  etag: string;
  /** CSP sources (`'sha256-…'`) for the inline scripts of an HTML page. */
  scriptHashes: string[];
}

/** URL path → sealed page. */
export type SealManifest = Record<string, SealedPage>;

export const ENCODING_SUFFIX = { br: ".br", gzip: ".gz" } as const;
export type PageEncoding = keyof typeof ENCODING_SUFFIX;

/** Every prerendered HTML page and its client-navigation `.data` file (assets excluded). */
function prerenderedFiles(clientDir: string, dir = clientDir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === clientDir && entry.name === "assets")) prerenderedFiles(clientDir, full, out);
    } else if (entry.name.endsWith(".html") || entry.name.endsWith(".data")) {
      out.push(full);
    }
  }
  return out;
}

/** URL path of a prerendered file: pricing/index.html → /pricing, pricing.data → /pricing.data. */
function urlPathOf(clientDir: string, file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  if (relative.endsWith("/index.html")) return `/${relative.slice(0, -"/index.html".length)}`;
  return `/${relative}`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPE =
  /^(|text\/javascript|application\/javascript|module|importmap|speculationrules)$/i;

function isExecutableInline(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
  return EXECUTABLE_TYPE.test(type);
}

/** CSP hash sources of the inline scripts a browser would run, in document order, unique. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!isExecutableInline(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The page without its nonce placeholder attributes (hashes allow its scripts instead). */
export function withoutNoncePlaceholder(html: string): string {
  return html.replaceAll(` nonce="${PRERENDER_NONCE_PLACEHOLDER}"`, "");
}

const etagOf = (bytes: Buffer) =>
  createHash("sha256").update(bytes).digest("base64url").slice(0, 27);

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";
/** What React Router answers a single-fetch `.data` request with. */
export const DATA_CONTENT_TYPE = "text/x-script; charset=utf-8";

/** A rendered file made into its sealed bytes (before compression). */
export interface SealedBytes {
  bytes: Buffer;
  contentType: string;
  etag: string;
  scriptHashes: string[];
}

/**
 * Seals one rendered file: an HTML page loses its nonce placeholder and records the hashes of
 * its inline scripts; a `.data` file stays as it is. The build and the server's re-seal
 * (server/http/pages/reseal.ts) both go through here, so both give the same bytes.
 */
export function sealBytes(rendered: Buffer, isHtml: boolean): SealedBytes {
  if (!isHtml) {
    return {
      bytes: rendered,
      contentType: DATA_CONTENT_TYPE,
      etag: etagOf(rendered),
      scriptHashes: [],
    };
  }
  const html = withoutNoncePlaceholder(rendered.toString("utf8"));
  const bytes = Buffer.from(html, "utf8");
  return {
    bytes,
    contentType: HTML_CONTENT_TYPE,
    etag: etagOf(bytes),
    scriptHashes: inlineScriptHashes(html),
  };
}

/** Brotli at its best quality: done once per file, at build or in the background at start. */
export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } };
export const GZIP_OPTIONS = { level: 9 };

/**
 * Seals every prerendered file under `clientDir` in place, writes the `.br` and `.gz` copies
 * beside it, and returns the manifest (also written to `manifestPath`).
 */
export function sealPrerenderedFiles(clientDir: string, manifestPath: string): SealManifest {
  const manifest: SealManifest = {};
  for (const file of prerenderedFiles(clientDir)) {
    const sealed = sealBytes(fs.readFileSync(file), file.endsWith(".html"));
    fs.writeFileSync(file, sealed.bytes);
    fs.writeFileSync(file + ENCODING_SUFFIX.br, brotliCompressSync(sealed.bytes, BROTLI_OPTIONS));
    fs.writeFileSync(file + ENCODING_SUFFIX.gzip, gzipSync(sealed.bytes, GZIP_OPTIONS));
    manifest[urlPathOf(clientDir, file)] = {
      file: path.relative(clientDir, file).split(path.sep).join("/"),
      contentType: sealed.contentType,
      etag: sealed.etag,
      scriptHashes: sealed.scriptHashes,
    };
  }
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return manifest;
}
