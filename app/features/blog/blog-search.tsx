import { href } from "#app/shared/site-map/href";

import { SearchFilter } from "#app/shared/search/search-filter";
import { blogCopy } from "./blog.copy";
import { ALL_CATEGORIES } from "./blog";
import { BLOG_SEARCH_ID, NO_POSTS_ID, POST_LIST_ID, POST_VIEW_ID } from "./blog-list";

/** The blog list's island: without JavaScript the bar is a GET form the server answers. */
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
  const options = [ALL_CATEGORIES, ...categories].map((name) => ({
    value: name,
    label: name === ALL_CATEGORIES ? blogCopy.allCategories : name,
  }));
  return (
    <SearchFilter
      id={BLOG_SEARCH_ID}
      action={href("/blog")}
      copy={blogCopy}
      options={options}
      listId={POST_LIST_ID}
      emptyId={NO_POSTS_ID}
      viewId={POST_VIEW_ID}
      initial={{ q: initialQ, category: initialCategory, count: initialCount }}
      formClassName="mx-auto max-w-3xl"
      groupClassName="mx-auto mt-3 max-w-3xl"
    />
  );
}
