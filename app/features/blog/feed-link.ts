import { href } from "#app/shared/site-map/href";

import { siteConfig } from "#app/shared/copy/site.copy";
import type { MetaDescriptor } from "#app/shared/seo/seo";

/** `<link rel="alternate">` to the blog's RSS feed, in the blog pages' heads. */
export const feedLinkTag: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${siteConfig.name} Blog`,
  href: href("/blog/rss.xml"),
};
