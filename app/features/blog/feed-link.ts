import { href } from "#app/shared/site-map/href";

import type { LinkDescriptor } from "react-router";

import { siteConfig } from "#app/shared/copy/site.copy";

/** `<link rel="alternate">` to the blog's RSS feed, for the blog pages' `links`. */
export const blogFeedLink: LinkDescriptor = {
  rel: "alternate",
  type: "application/rss+xml",
  title: `${siteConfig.name} Blog`,
  href: href("/blog/rss.xml"),
};
