import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

import type { RequestHandler } from "express";
import Negotiator from "negotiator";

/*
 * Hashed assets compressed once at build at the highest levels, not per request (docs/PERFORMANCE.md).
 */

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
/** Nothing that could leave the folder. */
const ASSET_NAME = /^\/([\w.-]+)$/;
export const ASSET_ENCODINGS = { br: ".br", gzip: ".gz" } as const;
type AssetEncoding = keyof typeof ASSET_ENCODINGS;
const SERVED = ["br", "gzip", "identity"];
/** negotiator 1.x breaks ties by the server's preference; its published types predate that. */
type PreferringNegotiator = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};

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

export function precompressedAssets(
  dir: string,
  { maxAge = "1y" }: { maxAge?: string } = {},
): RequestHandler {
  const present = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = ASSET_NAME.exec(req.path)?.[1];
    if (!name || !COMPRESSIBLE.test(name)) return next();
    // Brotli on a tie: Chromium lists gzip first.
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
