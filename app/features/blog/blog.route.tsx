import { Suspense } from "react";
import { Await } from "react-router";

import { BlogList, BlogListError, BlogListLoading } from "./blog-list";
import { blogFeedLink } from "./feed-link";
import { Newsletter } from "./newsletter";
import { PageHero } from "#app/shared/sections/page-hero";
import { page } from "./blog-page.copy";
import { siteContext } from "#app/context.server";
import { loadBlogList, type BlogListData } from "./blog.server";
import { seo } from "#app/shared/seo/seo";
import type { RouteHandle } from "#app/context";
import type { Route } from "./+types/blog.route";

/** The list's filter is rendered from `?q=&category=` on the server too. */
export const handle = { queryParams: ["q", "category"] } satisfies RouteHandle;

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
