import { absoluteUrl } from "./seo";

export interface Crumb {
  name: string;
  /** Path on this site, e.g. "/industry-use-cases". */
  path: string;
}

/** schema.org BreadcrumbList for a page's trail, with absolute URLs from SITE_URL. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
