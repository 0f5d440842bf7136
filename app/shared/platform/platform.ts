import type {
  AgentTemplate,
  BlogCategory,
  BlogPost,
  BuilderAgentRequest,
  WhatsappScanner,
} from "./platform.schema";

/** "unavailable": there is no platform to ask (while prerendering); the others come from HTTP. */
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

/** The platform's calls (docs/requirements/platform-api.md); the browser never calls it directly. */
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
  /** Call 2: forward an inquiry; only the ok status matters. */
  sendInquiry(body: Record<string, string>, options?: { idempotencyKey?: string }): Promise<void>;
  /** Call 7: the WhatsApp contact of a demo site. */
  getWhatsappScanner(siteName: string): Promise<WhatsappScanner>;
}
