import { href } from "#app/shared/site-map/href";

import { PostArticle, PostNotFound } from "./post-article";
import { CtaBand } from "#app/shared/sections/cta-band";
import { blogPostCopy } from "./blog.copy";
import { siteConfig } from "#app/shared/copy/site.copy";
import type { BlogPostData } from "./blog.server";
import { feedLinkTag } from "./feed-link";
import {
  absoluteUrl,
  jsonLd,
  socialImagePath,
  type MetaDescriptor,
  type PageSeo,
} from "#app/shared/seo/seo";

export function postHead(
  result: BlogPostData,
  id: string,
  siteUrl: string,
): { seo: PageSeo; extraTags: MetaDescriptor[] } {
  const path = href("/blog/:id", { id });
  if (result.status !== "found") {
    return {
      seo: {
        title: blogPostCopy.notFound,
        description: blogPostCopy.notFoundDescription,
        path,
        noindex: true,
      },
      extraTags: [feedLinkTag],
    };
  }
  const { post } = result;
  const url = absoluteUrl(siteUrl, post.href);
  // The cover, or for a post whose cover is drawn on the page, its social card.
  const image = absoluteUrl(siteUrl, post.image ?? socialImagePath(post.href));
  const description = post.summary || post.title;
  return {
    // Not the cover: social sites want a 1200×630 raster, and a cover may be any size or an SVG.
    seo: {
      title: post.title,
      description,
      path: post.href,
      type: "article",
      publishedTime: post.date ?? undefined,
    },
    extraTags: [
      feedLinkTag,
      jsonLd({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description,
        image,
        ...(post.date ? { datePublished: post.date } : {}),
        author: { "@type": "Person", name: post.author },
        publisher: { "@type": "Organization", name: siteConfig.name, url: siteUrl },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
      }),
    ],
  };
}

export function BlogPostPage({ result }: { result: BlogPostData }) {
  return (
    <>
      {result.status === "found" ? <PostArticle post={result.post} /> : <PostNotFound />}
      <CtaBand {...blogPostCopy.cta} />
    </>
  );
}
