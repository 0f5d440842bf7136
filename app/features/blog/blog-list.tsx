import type { ReactNode } from "react";
import { href } from "#app/shared/site-map/href";

import { CONTROLLED_BY_ATTRIBUTE } from "#app/shared/page-runtime/islands";
import { EmptyResults } from "#app/shared/search/empty-results";
import { filterAttributes } from "#app/shared/search/list-filter";
import { blogCopy } from "./blog.copy";
import { ALL_CATEGORIES, matchesPost, postSearchFields, type BlogListItem } from "./blog";
import { BlogCard } from "./blog-card";

export const POST_LIST_ID = "post-list";
export const NO_POSTS_ID = "no-posts";
export const BLOG_SEARCH_ID = "blog-search";

/** The island filters by showing and hiding posts not matching `q` and `category`. */
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
  return (
    <>
      {search}
      <ul
        id={POST_LIST_ID}
        {...{ [CONTROLLED_BY_ATTRIBUTE]: BLOG_SEARCH_ID }}
        className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3"
      >
        {posts.map((post, index) => (
          <li
            key={post.id}
            hidden={!shown.includes(post)}
            {...filterAttributes(postSearchFields(post), post.category ?? undefined)}
          >
            <BlogCard post={post} index={index} />
          </li>
        ))}
      </ul>
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
