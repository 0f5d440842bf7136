import { page as blogPage } from "../../app/content/page-copy/blog";
import { page as templatesPage } from "../../app/content/page-copy/templates";
import { toBlogPostView } from "../../app/lib/blog.server";
import { createPlatformClient } from "../../app/lib/platform-api.server";
import type { Config } from "../config";
import type { SocialImageSource } from "./on-demand";

/**
 * The text of the data pages' images, the same as their meta title and description: the two
 * list pages from their copy, a post from the platform (call 6, by id or slug).
 */
export function dataPageImageSource(config: Config): SocialImageSource {
  const client = createPlatformClient(config);
  const fixed = new Map(
    [templatesPage, blogPage].map((page) => [
      page.path,
      { title: page.title, line: page.description },
    ]),
  );
  return async (pagePath) => {
    const known = fixed.get(pagePath);
    if (known) return known;
    const key = /^\/blog\/([^/]+)$/.exec(pagePath)?.[1];
    if (!key) return undefined;
    const post = await client.getBlogById(key);
    if (!post) return undefined;
    const view = toBlogPostView(post);
    return { title: view.title, line: view.summary || view.title };
  };
}
