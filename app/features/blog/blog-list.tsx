import type { ReactNode } from "react";
import { href } from "#app/shared/site-map/href";

import { CONTROLLED_BY_ATTRIBUTE } from "#app/shared/page-runtime/islands";
import { EmptyResults } from "#app/shared/search/empty-results";
import { filterAttributes } from "#app/shared/search/list-filter";
import { listView, VIEW_ATTRIBUTE } from "#app/shared/search/filtered-view";
import { blogCopy } from "./blog.copy";
import { ALL_CATEGORIES, matchesPost, postSearchFields, type BlogListItem } from "./blog";
import { BlogCard } from "./blog-card";

export const POST_LIST_ID = "post-list";
export const NO_POSTS_ID = "no-posts";
export const BLOG_SEARCH_ID = "blog-search";
/** The list with its lead post; `data-view` says which view shows (filtered-view.ts). */
export const POST_VIEW_ID = "post-view";

/**
 * The island filters by showing and hiding posts not matching `q` and `category`. Unfiltered,
 * the first post (the newest) leads, large, and the grid holds the others; a search or a
 * category shows every match in the grid.
 */
export function BlogList({
  posts,
  q,
  category,
  search,
}: {
  posts: readonly BlogListItem[];
  q: string;
  category: string;
  search: ReactNode;
}) {
  const shown = posts.filter((post) => matchesPost(post, q, category));
  const [lead] = posts;
  return (
    <>
      {search}
      <div
        id={POST_VIEW_ID}
        {...{ [VIEW_ATTRIBUTE]: listView(q, category, ALL_CATEGORIES) }}
        className="group/posts mt-8 sm:mt-10"
      >
        {lead ? (
          <div className="mb-3 group-data-[view=filtered]/posts:hidden sm:mb-8">
            <BlogCard post={lead} index={0} featured />
          </div>
        ) : null}
        <ul
          id={POST_LIST_ID}
          {...{ [CONTROLLED_BY_ATTRIBUTE]: BLOG_SEARCH_ID }}
          className="grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8"
        >
          {posts.map((post, index) => (
            <li
              key={post.id}
              hidden={!shown.includes(post)}
              // The lead post is in the grid for searches only.
              className={index === 0 ? "group-data-[view=all]/posts:hidden" : undefined}
              {...filterAttributes(postSearchFields(post), post.category ?? undefined)}
            >
              <BlogCard post={post} index={index + 1} />
            </li>
          ))}
        </ul>
      </div>
      <EmptyResults
        id={NO_POSTS_ID}
        hidden={shown.length > 0}
        title={blogCopy.empty}
        path={href("/blog")}
        category={category}
        allValue={ALL_CATEGORIES}
        announce
      />
    </>
  );
}

export function BlogListError() {
  return (
    <p role="alert" className="text-danger py-16 text-center text-lg font-medium">
      {blogCopy.error}
    </p>
  );
}
