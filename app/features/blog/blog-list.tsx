import { href } from "#app/shared/site-map/href";

import { blogCopy } from "./blog.copy";
import { ALL_CATEGORIES, blogQuery, filterPosts, type BlogListItem } from "./blog";
import { useUrlFilter } from "#app/shared/search/use-url-filter";
import { SearchFilter } from "#app/shared/search/search-filter";
import { BlogCard } from "./blog-card";
import { EmptyResults } from "#app/shared/search/empty-results";

/** The loaded list: search and category filter, then the cards. */
export function BlogList({
  categories,
  posts,
}: {
  categories: readonly string[];
  posts: readonly BlogListItem[];
}) {
  const { q, setQ, category, setCategory } = useUrlFilter(blogQuery, ALL_CATEGORIES);
  const visible = filterPosts(posts, q, category);
  const options = [ALL_CATEGORIES, ...categories].map((name) => ({
    value: name,
    label: name === ALL_CATEGORIES ? blogCopy.allCategories : name,
  }));

  return (
    <>
      <SearchFilter
        action={href("/blog")}
        searchLabel={blogCopy.searchLabel}
        placeholder={blogCopy.searchPlaceholder}
        searchButton={blogCopy.searchButton}
        q={q}
        onQueryChange={setQ}
        groupLabel={blogCopy.categoriesLabel}
        options={options}
        category={category}
        onCategoryChange={setCategory}
        className="mx-auto max-w-3xl"
      />
      {visible.length ? (
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} index={index} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyResults
          title={blogCopy.empty}
          path={href("/blog")}
          category={category}
          allValue={ALL_CATEGORIES}
          onClear={() => setQ("")}
          announce
        />
      )}
    </>
  );
}

/** 'Loading...' while a client navigation fetches the list. */
export function BlogListLoading() {
  return (
    <p role="status" className="text-ink-muted py-16 text-center text-lg">
      {blogCopy.loading}
    </p>
  );
}

/** 'Failed to load blogs or categories.' when either call failed. */
export function BlogListError() {
  return (
    <p role="alert" className="text-danger py-16 text-center text-lg font-medium">
      {blogCopy.error}
    </p>
  );
}
