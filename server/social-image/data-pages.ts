import type { SocialImageSource } from "./on-demand";
import { pageImageMeta } from "./prerendered";

type RenderPage = (pagePath: string) => Promise<{ status: number; html: string }>;

const DATA_PAGE = /^\/(templates|blog|blog\/[^/]+)$/;

/** The page's own meta title and description, as the build reads them for prerendered pages. */
export function dataPageImageSource(
  renderPage: RenderPage,
  siteName: string,
  isPublishedPost: (idOrSlug: string) => Promise<boolean>,
): SocialImageSource {
  return async (pagePath) => {
    if (!DATA_PAGE.test(pagePath)) return undefined;
    // Made-up post URLs cost no render.
    const post = /^\/blog\/(.+)$/.exec(pagePath)?.[1];
    if (post !== undefined && !(await isPublishedPost(post))) return undefined;
    const { status, html } = await renderPage(pagePath);
    if (status === 404) return undefined;
    if (status !== 200) throw new Error(`rendering ${pagePath} answered ${status}`);
    const meta = pageImageMeta(html, siteName);
    return meta ? { title: meta.title, line: meta.description } : undefined;
  };
}
