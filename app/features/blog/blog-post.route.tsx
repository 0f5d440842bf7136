import { Suspense, useEffect } from "react";
import { Await, data } from "react-router";
import { href } from "#app/shared/site-map/href";

import { blogFeedLink } from "./feed-link";
import { PostArticle, PostLoading, PostNotFound } from "./post-article";
import { CtaBand } from "#app/shared/sections/cta-band";
import { blogPostCopy } from "./blog.copy";
import { siteConfig } from "#app/shared/copy/site.copy";
import { siteContext } from "#app/context.server";
import { loadBlogPost, type BlogPostData } from "./blog.server";
import { unavailableHeaders } from "#app/shared/platform/unavailable";
import {
  absoluteUrl,
  jsonLd,
  pageTitle,
  seo,
  siteUrlFromMatches,
  socialImagePath,
} from "#app/shared/seo/seo";
import type { Route } from "./+types/blog-post.route";

/**
 * Rendered per request from call 6 (by id or slug). Nothing found answers 'Blog not found' with
 * HTTP 404; a failed call shows the same words with 503 and Retry-After (an outage must not
 * look like a missing post to crawlers and caches).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const result = await loadBlogPost(siteContext(context), params.id);
  if (result.status === "found") return result;
  if (result.status === "unavailable") {
    return data(result, { status: 503, headers: unavailableHeaders });
  }
  return data(result, { status: 404 });
}

/** The loader's Retry-After and Cache-Control reach the document's answer. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? unavailableHeaders : {};
};

/** On a client navigation: 'Loading blog...' at once, then the post. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const pending = serverLoader();
  pending.catch(() => {}); // handled by <Await errorElement>; avoid an unhandled rejection
  return { pending };
}

export const links: Route.LinksFunction = () => [blogFeedLink];

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const path = href("/blog/:id", { id: params.id });
  if (!loaderData || "pending" in loaderData) {
    // A client navigation still loading: the post's title is set once it arrives.
    return seo(matches, {
      title: blogPostCopy.loading,
      description: blogPostCopy.loading,
      path,
      noindex: true,
    });
  }
  if (loaderData.status !== "found") {
    return seo(matches, {
      title: blogPostCopy.notFound,
      description: blogPostCopy.notFoundDescription,
      path,
      noindex: true,
    });
  }
  const { post } = loaderData;
  const siteUrl = siteUrlFromMatches(matches);
  const url = absoluteUrl(siteUrl, post.href);
  // The cover, or for a post whose cover is drawn on the page, its social card.
  const image = absoluteUrl(siteUrl, post.image ?? socialImagePath(post.href));
  const description = post.summary || post.title;
  return [
    ...seo(matches, {
      title: post.title,
      description,
      // The post's own social image (its title on the brand card), not its cover: social sites
      // want a 1200×630 raster image, and a cover may be any size or an SVG.
      path: post.href,
      type: "article",
      publishedTime: post.date ?? undefined,
    }),
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
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {"pending" in loaderData ? (
        <Suspense fallback={<PostLoading />}>
          <Await resolve={loaderData.pending} errorElement={<PostNotFound />}>
            {(result) => (
              <>
                <DocumentTitle result={result} />
                <PostContent result={result} />
              </>
            )}
          </Await>
        </Suspense>
      ) : (
        <PostContent result={loaderData} />
      )}
      <CtaBand
        title={blogPostCopy.cta.title}
        text={blogPostCopy.cta.text}
        primary={blogPostCopy.cta.primary}
        secondary={blogPostCopy.cta.secondary}
      />
    </>
  );
}

function PostContent({ result }: { result: BlogPostData }) {
  return result.status === "found" ? <PostArticle post={result.post} /> : <PostNotFound />;
}

/** After a client navigation the meta tags were made before the post arrived: fix the title. */
function DocumentTitle({ result }: { result: BlogPostData }) {
  const title = pageTitle(result.status === "found" ? result.post.title : blogPostCopy.notFound);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
