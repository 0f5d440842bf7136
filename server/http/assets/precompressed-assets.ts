import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

import type { RequestHandler } from "express";
import Negotiator from "negotiator";

/*
 * The hashed assets (/assets: scripts, stylesheets) compressed once at build, at the highest
 * levels, instead of by the compression middleware on every request (brotli at quality 4, or
 * gzip at 6). A first view's JavaScript is mostly what a slow phone waits for between the first
 * paint and hydration (docs/decisions/0007-first-paint-and-hydration.md): brotli at 11 sends about
 * 15 % fewer bytes than gzip (the vendor chunk 89.8 KB against 103.8 KB).
 */

/** Files worth compressing: text. Fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
/** An asset's plain file name (the hashed build names): nothing that could leave the folder. */
const ASSET_NAME = /^\/([\w.-]+)$/;
export const ASSET_ENCODINGS = { br: ".br", gzip: ".gz" } as const;
type AssetEncoding = keyof typeof ASSET_ENCODINGS;
const SERVED = ["br", "gzip", "identity"];
/** negotiator 1.x breaks ties by the server's preference; its published types predate that. */
type PreferringNegotiator = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};

/** Writes a brotli (11) and a gzip (9) copy beside every compressible file of `dir`. */
export function precompressAssets(dir: string): { files: number; bytes: number; brotli: number } {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const content = fs.readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    fs.writeFileSync(file + ASSET_ENCODINGS.br, br);
    fs.writeFileSync(file + ASSET_ENCODINGS.gzip, gzipSync(content, { level: 9 }));
    files++;
    bytes += content.length;
    brotli += br.length;
  }
  return { files, bytes, brotli };
}

/**
 * Answers a request for a compressible asset with its precompressed copy in the encoding the
 * browser prefers (brotli, then gzip), with the asset's own type and the same long caching
 * as the plain file; anything else (identity, a file without copies) goes on to the static
 * handler. The copies present are listed once, at start.
 */
export function precompressedAssets(
  dir: string,
  { maxAge = "1y" }: { maxAge?: string } = {},
): RequestHandler {
  const present = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = ASSET_NAME.exec(req.path)?.[1];
    if (!name || !COMPRESSIBLE.test(name)) return next();
    // Brotli when the browser takes both with the same weight (Chromium sends "gzip, deflate,
    // br, zstd": by the header's order alone it would get gzip).
    const choice = (new Negotiator(req) as PreferringNegotiator).encoding(SERVED, {
      preferred: SERVED,
    });
    if (choice !== "br" && choice !== "gzip") return next();
    const copy = name + ASSET_ENCODINGS[choice as AssetEncoding];
    if (!present.has(copy)) return next();
    res.type(path.extname(name));
    res.set({ "Content-Encoding": choice, Vary: "Accept-Encoding" });
    res.sendFile(path.join(dir, copy), { maxAge, immutable: true, dotfiles: "deny" }, (error) => {
      if (error) next(error);
    });
  };
}
