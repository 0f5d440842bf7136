import { href } from "#app/shared/site-map/href";

import { SearchFilter } from "#app/shared/search/search-filter";
import { useListFilter } from "#app/shared/search/use-list-filter";
import { blogCopy } from "./blog.copy";
import { ALL_CATEGORIES } from "./blog";
import { useListView } from "#app/shared/search/filtered-view";
import { BLOG_SEARCH_ID, NO_POSTS_ID, POST_LIST_ID, POST_VIEW_ID } from "./blog-list";

/**
 * The blog list's island: search text and category (in the address). Without JavaScript the
 * bar is a GET form the server answers with the filtered list.
 */
export function BlogSearch({
  categories,
  initialQ,
  initialCategory,
  initialCount,
}: {
  categories: readonly string[];
  initialQ: string;
  initialCategory: string;
  initialCount: number;
}) {
  const { q, setQ, category, setCategory } = useListFilter({
    listId: POST_LIST_ID,
    emptyId: NO_POSTS_ID,
    allValue: ALL_CATEGORIES,
    initial: { q: initialQ, category: initialCategory, count: initialCount },
  });
  useListView(POST_VIEW_ID, q, category, ALL_CATEGORIES);
  const options = [ALL_CATEGORIES, ...categories].map((name) => ({
    value: name,
    label: name === ALL_CATEGORIES ? blogCopy.allCategories : name,
  }));
  return (
    <SearchFilter
      id={BLOG_SEARCH_ID}
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
      formClassName="mx-auto max-w-3xl"
      groupClassName="mx-auto mt-3 max-w-3xl"
    />
  );
}
