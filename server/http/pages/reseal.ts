import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";

import { BROTLI_OPTIONS, GZIP_OPTIONS, HTML_CONTENT_TYPE, sealBytes } from "./page-seal";
import type { SealedAnswer } from "./sealed-response";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The server's own prerender, for a start whose public configuration differs from the build's
 * (server/http/pages/prerender-stamp.ts): every file the build prerendered is rendered again
 * with the running configuration, sealed as the build seals (page-seal.ts: nonce placeholder
 * out, script hashes, brotli 11 and gzip 9, compressed in the thread pool), and handed over one
 * by one, so each page is static bytes again as soon as it is done. One render at a time: the
 * visitors' requests, rendered per request meanwhile, keep the event loop between them.
 */
export interface ResealFile {
  urlPath: string;
  contentType: string;
}

export interface RenderedFile {
  status: number;
  body: Buffer;
}

export interface ResealOptions {
  files: ResealFile[];
  /** Renders a URL path as the build would (whole document, nonce placeholder). */
  render: (urlPath: string) => Promise<RenderedFile>;
  cspFor: (scriptHashes: string[]) => string;
  onSealed: (urlPath: string, answer: SealedAnswer) => void;
  /** Checked before each file: true once the server is shutting down. */
  stopped?: () => boolean;
  log: (fields: Record<string, unknown>) => void;
  /** A progress line after every this many files. */
  progressEvery?: number;
}

export interface ResealReport {
  sealed: number;
  failed: string[];
  durationMs: number;
  stopped: boolean;
}

export async function resealFiles(options: ResealOptions): Promise<ResealReport> {
  const started = performance.now();
  const total = options.files.length;
  const every = options.progressEvery ?? Math.max(1, Math.ceil(total / 10));
  // Pages first: a visitor's first request is for the HTML, client navigations come later.
  const files = [...options.files].sort(
    (a, b) => Number(isHtml(b)) - Number(isHtml(a)) || a.urlPath.localeCompare(b.urlPath),
  );
  const failed: string[] = [];
  let sealed = 0;
  for (const file of files) {
    if (options.stopped?.()) {
      return { sealed, failed, durationMs: performance.now() - started, stopped: true };
    }
    try {
      const rendered = await options.render(file.urlPath);
      if (rendered.status !== 200) throw new Error(`rendered with status ${rendered.status}`);
      const seal = sealBytes(rendered.body, isHtml(file));
      const [br, gz] = await Promise.all([
        brotliAsync(seal.bytes, BROTLI_OPTIONS),
        gzipAsync(seal.bytes, GZIP_OPTIONS),
      ]);
      options.onSealed(file.urlPath, {
        status: 200,
        contentType: seal.contentType,
        etag: seal.etag,
        csp: options.cspFor(seal.scriptHashes),
        bytes: { identity: seal.bytes, br, gzip: gz },
      });
      sealed++;
    } catch (error) {
      failed.push(file.urlPath);
      options.log({
        level: "error",
        message: "re-sealing a prerendered file failed; it stays rendered per request",
        path: file.urlPath,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    const done = sealed + failed.length;
    if (done % every === 0 && done < total) {
      options.log({
        level: "info",
        message: `re-sealing prerendered files: ${done}/${total}`,
        sealed,
        failed: failed.length,
        total,
      });
    }
  }
  return { sealed, failed, durationMs: performance.now() - started, stopped: false };
}

const isHtml = (file: ResealFile) => file.contentType.startsWith(HTML_CONTENT_TYPE.split(";")[0]!);
