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

/** Every call has a timeout and every answer is checked against the shared zod contract. */
type ServiceConfig = {
  services: Pick<
    Config["services"],
    "apiUrl" | "builderApiUrl" | "inquiryUrl" | "productApiUrl" | "timeoutMs"
  >;
  outbox?: Pick<Config["outbox"], "signingSecret">;
};

/**
 * A reused keep-alive connection the platform closes at that moment: nothing reached its handler.
 */
const CLOSED_CONNECTION_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

function isClosedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === "string" && CLOSED_CONNECTION_CODES.has(cause.code);
}

/** A GET that meets a closed connection is sent once more within the same limit; a POST is not. */
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

export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** `send` answers the bundled platform on a private socket, outside the visitors' rate limit. */
export function createHttpPlatformClient(
  config: ServiceConfig,
  // Looked up at call time, so a fetch a test stubs later is used.
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
    async getTemplates() {
      const url = `${config.services.apiUrl}/agentTemplate/getTemplates`;
      return (await getJson(url, templatesResponseSchema)).data.data;
    },
    getBlogCategories() {
      return getJson(
        `${config.services.apiUrl}/blogcategory/getCategories`,
        z.array(blogCategorySchema),
      );
    },
    getAllBlogs() {
      return getJson(`${config.services.apiUrl}/blogs/getAllBlogs`, z.array(blogPostSchema));
    },
    async getBlogById(id: string) {
      const url = `${config.services.apiUrl}/blogs/getBlogById/${encodeURIComponent(id)}`;
      try {
        return await getJson(url, blogPostSchema);
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },
    async createBuilderAgent(body: BuilderAgentRequest) {
      const url = `${config.services.builderApiUrl}/builderagent/createBuilderAgent`;
      const response = await postJson(url, body);
      return (await readJson(response, builderAgentResponseSchema, url)).data._id;
    },
    async sendInquiry(body: Record<string, string>, options: { idempotencyKey?: string } = {}) {
      const secret = config.outbox?.signingSecret;
      const response = await postJson(config.services.inquiryUrl, body, (text) => ({
        ...(secret ? signatureHeaders(secret, text) : {}),
        // The same key on every attempt: the provider can drop a repeat whose answer we lost.
        ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
      }));
      await response.body?.cancel().catch(() => {});
    },
    getWhatsappScanner(siteName: string) {
      const url = `${config.services.productApiUrl}/whatsapp/get-scanner/${encodeURIComponent(siteName)}`;
      return getJson(url, whatsappScannerSchema);
    },
  };
}
