import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";

import { PRERENDER_NONCE_PLACEHOLDER } from "#app/shared/page-runtime/nonce-placeholder";

/** Prerendered pages as static bytes (docs/decisions/0002-sealed-pages.md). */
export const SEAL_MANIFEST_FILE = "prerender-seal.json";

export interface SealedPage {
  file: string;
  etag: string;
  scriptHashes: string[];
}

export type SealManifest = Record<string, SealedPage>;

export const ENCODING_SUFFIX = { br: ".br", gzip: ".gz" } as const;
export type PageEncoding = keyof typeof ENCODING_SUFFIX;

function prerenderedFiles(clientDir: string, dir = clientDir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === clientDir && entry.name === "assets")) prerenderedFiles(clientDir, full, out);
    } else if (entry.name.endsWith(".html")) {
      out.push(full);
    }
  }
  return out;
}

function urlPathOf(clientDir: string, file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  if (relative.endsWith("/index.html")) return `/${relative.slice(0, -"/index.html".length)}`;
  return `/${relative}`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPE =
  /^(|text\/javascript|application\/javascript|module|importmap|speculationrules)$/i;

function isExecutableInline(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
  return EXECUTABLE_TYPE.test(type);
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!isExecutableInline(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function withoutNoncePlaceholder(html: string): string {
  return html.replaceAll(` nonce="${PRERENDER_NONCE_PLACEHOLDER}"`, "");
}

export const etagOf = (bytes: Buffer) =>
  createHash("sha256").update(bytes).digest("base64url").slice(0, 27);

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";

export interface SealedBytes {
  bytes: Buffer;
  contentType: string;
  etag: string;
  scriptHashes: string[];
}

/** The build and the server's re-seal both go through here, so both give the same bytes. */
export function sealBytes(rendered: Buffer): SealedBytes {
  const html = withoutNoncePlaceholder(rendered.toString("utf8"));
  const bytes = Buffer.from(html, "utf8");
  return {
    bytes,
    contentType: HTML_CONTENT_TYPE,
    etag: etagOf(bytes),
    scriptHashes: inlineScriptHashes(html),
  };
}

const brotliOptions = (quality: number) => ({ params: { [zlib.BROTLI_PARAM_QUALITY]: quality } });
const BROTLI_OPTIONS = brotliOptions(11);
const GZIP_OPTIONS = { level: 9 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page's brotli and gzip copies, off the main thread. */
export async function compressedCopies(bytes: Buffer, brotliQuality = 11) {
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, brotliOptions(brotliQuality)),
    gzipAsync(bytes, GZIP_OPTIONS),
  ]);
  return { br, gzip: gz };
}

export function sealPrerenderedFiles(clientDir: string, manifestPath: string): SealManifest {
  const manifest: SealManifest = {};
  for (const file of prerenderedFiles(clientDir)) {
    const sealed = sealBytes(fs.readFileSync(file));
    fs.writeFileSync(file, sealed.bytes);
    fs.writeFileSync(file + ENCODING_SUFFIX.br, brotliCompressSync(sealed.bytes, BROTLI_OPTIONS));
    fs.writeFileSync(file + ENCODING_SUFFIX.gzip, gzipSync(sealed.bytes, GZIP_OPTIONS));
    manifest[urlPathOf(clientDir, file)] = {
      file: path.relative(clientDir, file).split(path.sep).join("/"),
      etag: sealed.etag,
      scriptHashes: sealed.scriptHashes,
    };
  }
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return manifest;
}
