import type { SocialImageSource } from "./on-demand";
import { pageImageMeta } from "./prerendered";

/** A page as the server renders it: status and HTML. */
type RenderPage = (pagePath: string) => Promise<{ status: number; html: string }>;

/** The pages rendered per request that get an image drawn on first request. */
const DATA_PAGE = /^\/(templates|blog|blog\/[^/]+)$/;

/**
 * The text of the data pages' images: the page's own meta title and description, read from
 * the page as the server renders it, exactly as the build does for prerendered pages. One
 * source of truth for what a page says about itself (a post's title and summary come from the
 * platform through the page's loader). A page that does not exist has no image.
 */
export function dataPageImageSource(
  renderPage: RenderPage,
  siteName: string,
  /** Whether a published post has this id or slug (from the platform's cached post list). */
  isPublishedPost: (idOrSlug: string) => Promise<boolean>,
): SocialImageSource {
  return async (pagePath) => {
    if (!DATA_PAGE.test(pagePath)) return undefined;
    // A post that is not in the list is not rendered at all: made-up URLs cost no page render.
    const post = /^\/blog\/(.+)$/.exec(pagePath)?.[1];
    if (post !== undefined && !(await isPublishedPost(post))) return undefined;
    const { status, html } = await renderPage(pagePath);
    if (status === 404) return undefined;
    if (status !== 200) throw new Error(`rendering ${pagePath} answered ${status}`);
    const meta = pageImageMeta(html, siteName);
    return meta ? { title: meta.title, line: meta.description } : undefined;
  };
}
