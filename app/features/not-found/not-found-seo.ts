import type { PageSeo } from "#app/shared/seo/seo";

/** The 404 page's head: never indexed, its own address as it was asked for. */
export const notFoundSeo = (pathname: string): PageSeo => ({
  title: "Page not found",
  description: "The page you are looking for does not exist.",
  path: pathname,
  noindex: true,
});
