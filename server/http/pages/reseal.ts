import { compressedCopies, sealBytes } from "./page-seal";
import type { SealedAnswer } from "./sealed-response";

/**
 * Re-renders and re-seals every prerendered file with the running configuration, one at a time,
 * each served as static bytes again as soon as it is done.
 */
export interface RenderedFile {
  status: number;
  body: Buffer;
}

export interface ResealOptions {
  paths: string[];
  render: (urlPath: string) => Promise<RenderedFile>;
  cspFor: (scriptHashes: string[]) => string;
  onSealed: (urlPath: string, answer: SealedAnswer) => void;
  stopped?: () => boolean;
  log: (fields: Record<string, unknown>) => void;
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
  const total = options.paths.length;
  const every = options.progressEvery ?? Math.max(1, Math.ceil(total / 10));
  const failed: string[] = [];
  let sealed = 0;
  for (const urlPath of [...options.paths].sort()) {
    if (options.stopped?.()) {
      return { sealed, failed, durationMs: performance.now() - started, stopped: true };
    }
    try {
      const rendered = await options.render(urlPath);
      if (rendered.status !== 200) throw new Error(`rendered with status ${rendered.status}`);
      const seal = sealBytes(rendered.body);
      options.onSealed(urlPath, {
        status: 200,
        contentType: seal.contentType,
        etag: seal.etag,
        csp: options.cspFor(seal.scriptHashes),
        bytes: { identity: seal.bytes, ...(await compressedCopies(seal.bytes)) },
      });
      sealed++;
    } catch (error) {
      failed.push(urlPath);
      options.log({
        level: "error",
        message: "re-sealing a prerendered file failed; it stays rendered per request",
        path: urlPath,
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
