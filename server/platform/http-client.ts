import { z } from "zod";

import { PlatformError, type PlatformClient } from "#app/shared/platform/platform";
import type { Config } from "#server/config";
import { signatureHeaders } from "#server/inquiries/delivery-signature";
import {
  blogCategorySchema,
  blogPostSchema,
  builderAgentResponseSchema,
  templatesResponseSchema,
  whatsappScannerSchema,
  type BuilderAgentRequest,
} from "#app/shared/platform/platform.schema";

/**
 * The HTTP implementation of the platform client: every call has a timeout, every answer is
 * checked against the shared zod contract. One instance lives for the whole process
 * (server/services.ts), so a read cache can sit in front of it.
 */
type ServiceConfig = {
  services: Pick<
    Config["services"],
    "apiUrl" | "builderApiUrl" | "inquiryUrl" | "productApiUrl" | "timeoutMs"
  >;
  outbox?: Pick<Config["outbox"], "signingSecret">;
};

/**
 * Errors of a connection that closed under a request before any answer: Node's fetch (undici)
 * reuses an idle keep-alive connection that the platform is closing at that moment (its idle
 * timeout and ours race, more so on a busy machine), and the call fails at once with "other
 * side closed". Nothing reached the platform's handler, so a GET is sent again.
 */
const CLOSED_CONNECTION_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

function isClosedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === "string" && CLOSED_CONNECTION_CODES.has(cause.code);
}

/**
 * One call within `timeoutMs`, whatever happens. A GET that meets a closed connection is sent
 * once more on a new one, inside the same time limit (a POST is not: the platform may have
 * acted on it).
 */
async function request(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  send: typeof fetch,
): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  const idempotent = (init.method ?? "GET") === "GET";
  let response: Response;
  try {
    try {
      response = await send(url, { ...init, signal });
    } catch (error) {
      if (!idempotent || signal.aborted || !isClosedConnection(error)) throw error;
      response = await send(url, { ...init, signal });
    }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new PlatformError(
      timedOut ? `Timed out after ${timeoutMs} ms: ${url}` : `Unreachable: ${url}`,
      timedOut ? "timeout" : "unreachable",
    );
  }
  if (!response.ok) {
    // Drain the body so the connection can be reused.
    await response.body?.cancel().catch(() => {});
    throw new PlatformError(
      `HTTP ${response.status} from ${url}`,
      "status",
      response.status,
      retryAfterMs(response.headers.get("retry-after")),
    );
  }
  return response;
}

async function readJson<T>(response: Response, schema: z.ZodType<T>, url: string): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PlatformError(`Not JSON: ${url}`, "invalid");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PlatformError(`Unexpected shape: ${url}`, "invalid");
  return parsed.data;
}

/** Retry-After as delay-seconds or an HTTP date, in milliseconds from now. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * `send` is the fetch to use: the server passes one that answers the bundled services over a
 * private socket, outside the visitors' rate limit (server/platform/bundled-service-fetch.ts).
 */
export function createHttpPlatformClient(
  config: ServiceConfig,
  // Looked up at call time, so the global fetch a test stubs later is the one used.
  send: typeof fetch = (input, init) => fetch(input, init),
): PlatformClient {
  const timeout = config.services.timeoutMs;
  const getJson = async <T>(url: string, schema: z.ZodType<T>) =>
    readJson(
      await request(url, { headers: { accept: "application/json" } }, timeout, send),
      schema,
      url,
    );
  const postJson = (
    url: string,
    body: unknown,
    extraHeaders: (text: string) => Record<string, string> = () => ({}),
  ) => {
    const text = JSON.stringify(body);
    return request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...extraHeaders(text),
        },
        body: text,
      },
      timeout,
      send,
    );
  };

  return {
    /** Call 3: the agent templates. */
    async getTemplates() {
      const url = `${config.services.apiUrl}/agentTemplate/getTemplates`;
      return (await getJson(url, templatesResponseSchema)).data.data;
    },
    /** Call 4: the blog categories. */
    getBlogCategories() {
      return getJson(
        `${config.services.apiUrl}/blogcategory/getCategories`,
        z.array(blogCategorySchema),
      );
    },
    /** Call 5: all blog posts. */
    getAllBlogs() {
      return getJson(`${config.services.apiUrl}/blogs/getAllBlogs`, z.array(blogPostSchema));
    },
    /** Call 6: one post by id or slug; null when the service has none. */
    async getBlogById(id: string) {
      const url = `${config.services.apiUrl}/blogs/getBlogById/${encodeURIComponent(id)}`;
      try {
        return await getJson(url, blogPostSchema);
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },
    /** Call 1: create an agent from a description; resolves to the new agent's id. */
    async createBuilderAgent(body: BuilderAgentRequest) {
      const url = `${config.services.builderApiUrl}/builderagent/createBuilderAgent`;
      const response = await postJson(url, body);
      return (await readJson(response, builderAgentResponseSchema, url)).data._id;
    },
    /** Call 2: forward an inquiry; only the ok status matters. */
    async sendInquiry(body: Record<string, string>, options: { idempotencyKey?: string } = {}) {
      const secret = config.outbox?.signingSecret;
      const response = await postJson(config.services.inquiryUrl, body, (text) => ({
        ...(secret ? signatureHeaders(secret, text) : {}),
        // The same key on every attempt: the provider can drop a repeat whose answer we lost.
        ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
      }));
      await response.body?.cancel().catch(() => {});
    },
    /** Call 7: the WhatsApp contact of a demo site. */
    getWhatsappScanner(siteName: string) {
      const url = `${config.services.productApiUrl}/whatsapp/get-scanner/${encodeURIComponent(siteName)}`;
      return getJson(url, whatsappScannerSchema);
    },
  };
}
