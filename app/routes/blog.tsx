import { Suspense } from "react";
import { Await } from "react-router";

import { BlogList, BlogListError, BlogListLoading } from "../components/blog/blog-list";
import { blogFeedLink } from "../components/blog/feed-link";
import { Newsletter } from "../components/blog/newsletter";
import { PageHero } from "../components/page-hero";
import { page } from "../content/pages/blog";
import { siteContext } from "../context.server";
import { loadBlogList, type BlogListData } from "../lib/blog.server";
import { seo } from "../lib/seo";
import type { Route } from "./+types/blog";

/** Rendered per request: categories and posts together, sanitized to plain text. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadBlogList(siteContext(context));
}

/**
 * On a client navigation the page shows at once with 'Loading...' while the server loader
 * runs. The first load uses the server's data.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const pending = serverLoader();
  pending.catch(() => {}); // handled by <Await errorElement>; avoid an unhandled rejection
  return { pending };
}

export const links: Route.LinksFunction = () => [blogFeedLink];

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="mx-auto max-w-6xl px-6">
        {"pending" in loaderData ? (
          <Suspense fallback={<BlogListLoading />}>
            <Await resolve={loaderData.pending} errorElement={<BlogListError />}>
              {(data) => <BlogContent data={data} />}
            </Await>
          </Suspense>
        ) : (
          <BlogContent data={loaderData} />
        )}
      </div>
      <Newsletter />
    </>
  );
}

function BlogContent({ data }: { data: BlogListData }) {
  if (data.status === "error") return <BlogListError />;
  return <BlogList categories={data.categories} posts={data.posts} />;
}
