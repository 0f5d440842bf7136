import http from "node:http";
import zlib from "node:zlib";

/**
 * One raw HTTP request: no decompression, no redirects, no cookie jar, the headers exactly as
 * given (fetch adds its own Accept-Encoding and decodes bodies, which would hide what the cache
 * sent). `localAddress` picks the client address on loopback (127.0.0.2 is not in the ACL).
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body decoded from its Content-Encoding, as text. */
  text(): string;
  /** X-Cache of deploy/varnish/default.vcl: HIT, HIT-STALE, MISS, PASS or SYNTH. */
  cache: string;
  /** The id of the stored object a hit came from (the second number of X-Varnish). */
  objectId: string | undefined;
  age: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
  timeoutMs?: number;
}

export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? "GET",
        headers: {
          ...(options.body === undefined
            ? {}
            : { "content-length": Buffer.byteLength(options.body) }),
          ...options.headers,
        },
        localAddress: options.localAddress,
        agent: false,
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const xVarnish = String(res.headers["x-varnish"] ?? "").split(" ");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: () =>
              (encoding === "br"
                ? zlib.brotliDecompressSync(body)
                : encoding === "gzip"
                  ? zlib.gunzipSync(body)
                  : body
              ).toString("utf8"),
            cache: String(res.headers["x-cache"] ?? ""),
            objectId: xVarnish[1],
            age: Number(res.headers.age ?? 0),
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timed out: ${url}`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A browser's Accept-Encoding, a gzip-only client's, and none (identity). */
export const ENCODINGS = {
  br: "br, gzip, deflate",
  gzip: "gzip, deflate",
  identity: undefined,
} as const;

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}
