import type { PlatformClient } from "#app/shared/platform/platform";
import type { ReadCache } from "./read-cache";

/**
 * Reads answered from the read cache; writes (and the per-visitor WhatsApp lookup) go straight through.
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

/** So a page rendered in its error state is not kept as if it were the real page. */
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
