import type { PlatformClient } from "#app/shared/platform/platform";
import type { ReadCache } from "./read-cache";

/**
 * The platform client with its reads (templates, categories, posts, one post) answered from a
 * read cache (server/platform/read-cache.ts): one upstream call per key however many visitors ask at
 * once, refreshed after the TTL, failures kept briefly. Writes (agent creation, inquiries,
 * the WhatsApp lookup, which is per visitor) go straight through.
 */
export function withReadCache(platform: PlatformClient, cache: ReadCache): PlatformClient {
  return {
    ...platform,
    getTemplates: () => cache.get("templates", () => platform.getTemplates()),
    getBlogCategories: () => cache.get("blog-categories", () => platform.getBlogCategories()),
    getAllBlogs: () => cache.get("blogs", () => platform.getAllBlogs()),
    getBlogById: (id) => cache.get(`blog:${id}`, () => platform.getBlogById(id)),
  };
}

/**
 * A view of the platform client for one render that remembers whether any read failed, so a
 * page rendered in its error state is not kept as if it were the real page.
 */
export function failureTracking(platform: PlatformClient): {
  platform: PlatformClient;
  failed: () => boolean;
} {
  let failed = false;
  const track =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      call(...args).catch((error: unknown) => {
        failed = true;
        throw error;
      });
  return {
    platform: {
      ...platform,
      getTemplates: track(() => platform.getTemplates()),
      getBlogCategories: track(() => platform.getBlogCategories()),
      getAllBlogs: track(() => platform.getAllBlogs()),
      getBlogById: track((id: string) => platform.getBlogById(id)),
    },
    failed: () => failed,
  };
}
