import type { ReactNode } from "react";

import { Newsletter } from "./newsletter";
import { PageHero } from "#app/shared/sections/page-hero";
import { page } from "./blog-page.copy";

/** The blog page around its list (`list`: the posts and their search island, or the error). */
export function BlogPage({ list }: { list: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <div className="mx-auto max-w-6xl px-6">{list}</div>
      <Newsletter />
    </>
  );
}
