import type {
  AgentTemplate,
  BlogCategory,
  BlogPost,
  BuilderAgentRequest,
  WhatsappScanner,
} from "./platform.schema";

/**
 * Why a platform call failed. "unavailable" means there is no platform to ask at all (while
 * prerendering); the others come from the HTTP client (server/platform/http-client.ts).
 */
type PlatformErrorKind = "timeout" | "unreachable" | "status" | "invalid" | "unavailable";

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly kind: PlatformErrorKind,
    readonly status?: number,
    /** The service's Retry-After (429, 503), in milliseconds from now. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "PlatformError";
  }
}

/**
 * The platform's HTTP contract (the spec's calls) as the loaders and actions use it. The browser
 * never talks to the platform directly; the server holds one long-lived client.
 */
export interface PlatformClient {
  /** Call 3: the agent templates. */
  getTemplates(): Promise<AgentTemplate[]>;
  /** Call 4: the blog categories. */
  getBlogCategories(): Promise<BlogCategory[]>;
  /** Call 5: all blog posts. */
  getAllBlogs(): Promise<BlogPost[]>;
  /** Call 6: one post by id or slug; null when the service has none. */
  getBlogById(id: string): Promise<BlogPost | null>;
  /** Call 1: create an agent from a description; resolves to the new agent's id. */
  createBuilderAgent(body: BuilderAgentRequest): Promise<string>;
  /** Call 2: forward an inquiry; only the ok status matters (the spec's calls). */
  sendInquiry(body: Record<string, string>, options?: { idempotencyKey?: string }): Promise<void>;
  /** Call 7: the WhatsApp contact of a demo site. */
  getWhatsappScanner(siteName: string): Promise<WhatsappScanner>;
}
