export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string }
  | { "script:ld+json": Record<string, unknown> };

import { siteConfig } from "#app/shared/copy/site.copy";
import { canonicalPath } from "#app/shared/site-map/path-aliases";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/pricing". */
  path: string;
  keywords?: readonly string[];
  /** Defaults to the page's own social image; noindex pages get the site's default one. */
  image?: string;
  type?: "website" | "article";
  publishedTime?: string;
  noindex?: boolean;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

export function pageTitle(title: string): string {
  return title === siteConfig.name ? title : `${title} | ${siteConfig.name}`;
}

/** Size of the social images the site makes (server/social-image), as announced in the meta. */
const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "/pricing" → "/og/pricing.png", "/" → "/og/index.png" (server/social-image makes them). */
export function socialImagePath(pagePath: string): string {
  const name = pagePath.replace(/^\/+|\/+$/g, "");
  return `/og/${name || "index"}.png`;
}

/** Meta tags built from SITE_URL, so each page names its own public address. */
export function buildMeta(siteUrl: string, page: PageSeo): MetaDescriptor[] {
  // An alias (/privacy) names the page it serves, so search engines and shares see one address.
  const path = canonicalPath(page.path);
  const url = absoluteUrl(siteUrl, path);
  const title = pageTitle(page.title);
  // A page that is not indexed (not found, still loading) has no image of its own.
  const image = absoluteUrl(
    siteUrl,
    page.image ?? (page.noindex ? siteConfig.ogImage : socialImagePath(path)),
  );
  // The site's images are PNGs of a known size; a given image's size and type are unknown.
  const imageDetails: MetaDescriptor[] = page.image
    ? []
    : [
        { property: "og:image:type", content: "image/png" },
        { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
        { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
      ];
  const keywords = [...new Set([...(page.keywords ?? []), ...siteConfig.keywords])];
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: keywords.join(", ") },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...imageDetails,
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: title },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (page.publishedTime) {
    tags.push({ property: "article:published_time", content: page.publishedTime });
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}

/** JSON for a `<script>` element: `<` escaped, so no value can close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
