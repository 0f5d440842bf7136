import http from "node:http";

/**
 * A request sent byte for byte as given: node:http does not normalise the path (no "../"
 * resolution, no re-encoding) and sends any header, so the server sees exactly the fuzzed input.
 */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function rawRequest(origin: string, request: RawRequest): Promise<RawResponse> {
  const url = new URL(origin);
  const body =
    request.body === undefined
      ? undefined
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(request.body, "utf8");
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          ...(body ? { "content-length": String(body.length) } : {}),
          ...request.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", reject);
    req.end(body);
  });
}

/** Describes a request briefly for a failure message (long bodies cut). */
export function describeRequest(request: RawRequest): string {
  const body =
    request.body === undefined
      ? ""
      : ` body(${request.body.length})=${JSON.stringify(String(request.body).slice(0, 300))}`;
  return `${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers ?? {})}${body}`;
}

/** Closes the keep-alive sockets so that a process can exit. */
export function closeConnections() {
  agent.destroy();
}
