import type { ReactNode } from "react";
import { href } from "#app/shared/site-map/href";

import { CONTROLLED_BY_ATTRIBUTE } from "#app/shared/page-runtime/islands";
import { filterAttributes } from "#app/shared/search/list-filter";
import { listView, VIEW_ATTRIBUTE } from "#app/shared/search/filtered-view";
import { EmptyResults } from "#app/shared/search/empty-results";
import { templatesCopy, type TemplateCategoryId } from "./templates.copy";
import {
  ALL_TEMPLATES,
  matchesTemplate,
  templateSearchFields,
  type TemplateCard as TemplateCardData,
} from "./templates-filter";
import { featuredTemplates, templateSections } from "./template-sections";
import { TemplateCard } from "./template-card";
import { FeaturedTemplate } from "./featured-template";

export const TEMPLATE_LIST_ID = "template-list";
/** The search island's form: the cards' preview toggles wait for it (islands.ts). */
export const TEMPLATES_SEARCH_ID = "templates-search";
export const NO_TEMPLATES_ID = "no-templates";
/** Marks a section's "See all" button (the search island shows its category). */
export const SHOW_CATEGORY_ATTRIBUTE = "data-show-category";

/*
 * Unfiltered ("all" view): a featured row, then one section a category; on a phone each is a
 * row that scrolls sideways, so 28 templates take a few screens. Filtered (a search or a
 * category): the sections step aside (display: contents) and their cards make one grid.
 */
const view = {
  list: "group/list data-[view=filtered]:grid data-[view=filtered]:gap-3 sm:data-[view=filtered]:grid-cols-2 sm:data-[view=filtered]:gap-6 lg:data-[view=filtered]:grid-cols-3",
  section: "mt-8 first:mt-0 sm:mt-14 group-data-[view=filtered]/list:contents",
  row: "relative flex gap-3 overflow-x-auto overscroll-x-contain [scrollbar-width:none] max-sm:-mx-4 max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:px-4 max-sm:pb-1 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible lg:grid-cols-6 group-data-[view=filtered]/list:contents",
  item: "w-[17.5rem] shrink-0 snap-start sm:w-auto group-data-[view=filtered]/list:w-auto",
};

/**
 * From 1024 px a section is a grid of six tracks: three cards a row span two each, and a count
 * that is not a multiple of three starts with rows of two wider cards (5 = 2 + 3, 4 = 2 + 2,
 * 7 = 2 + 2 + 3), so no row ends with a lone card.
 */
function wideSpan(position: number, count: number): string {
  const wide = [0, 4, 2][count % 3]!;
  return position < wide
    ? "lg:group-data-[view=all]/list:col-span-3"
    : "lg:group-data-[view=all]/list:col-span-2";
}

/** The island filters by showing and hiding the cards; none is rendered again in the browser. */
export function TemplateGallery({
  templates,
  q,
  category,
  search,
}: {
  templates: readonly TemplateCardData[];
  q: string;
  category: TemplateCategoryId;
  search: ReactNode;
}) {
  const shown = templates.filter((template) => matchesTemplate(template, q, category));
  const featured = featuredTemplates(templates);
  let index = 0;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
      {/* The search island draws the sticky field and the category row (templates-search.tsx). */}
      {search}
      <div
        id={TEMPLATE_LIST_ID}
        {...{ [CONTROLLED_BY_ATTRIBUTE]: TEMPLATES_SEARCH_ID }}
        {...{ [VIEW_ATTRIBUTE]: listView(q, category, ALL_TEMPLATES) }}
        className={`mt-6 sm:mt-8 ${view.list}`}
      >
        {featured.length > 1 ? (
          <section
            aria-labelledby="featured-templates-title"
            className="group-data-[view=filtered]/list:hidden"
          >
            <h2
              id="featured-templates-title"
              className="text-ink text-xl font-semibold sm:text-2xl"
            >
              {templatesCopy.featuredTitle}
            </h2>
            <ul className="relative mt-4 flex [scrollbar-width:none] gap-3 overflow-x-auto max-md:-mx-4 max-md:snap-x max-md:snap-mandatory max-md:scroll-px-4 max-md:px-4 max-md:pb-1 md:grid md:grid-cols-3 md:gap-6">
              {featured.map((template) => (
                <li
                  key={template.id}
                  className="w-[85%] max-w-[22rem] shrink-0 snap-start md:w-auto md:max-w-none"
                >
                  <FeaturedTemplate template={template} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {templateSections(templates).map((section) => {
          const titleId = `template-section-${section.id}`;
          const matches = section.templates.filter((template) => shown.includes(template)).length;
          return (
            <section
              key={section.id}
              aria-labelledby={titleId}
              hidden={matches === 0}
              className={view.section}
            >
              <div className="flex items-end justify-between gap-4">
                <div className="min-w-0">
                  {/* Kept for screen readers in the filtered grid: the cards' headings stay under it. */}
                  <h2
                    id={titleId}
                    className="text-ink text-xl font-semibold group-data-[view=filtered]/list:sr-only sm:text-2xl"
                  >
                    {section.label}
                  </h2>
                  <p className="text-ink-muted mt-0.5 text-sm group-data-[view=filtered]/list:hidden">
                    {templatesCopy.sectionCount(section.templates.length)}
                  </p>
                </div>
                {section.hasTab ? (
                  // Without JavaScript a submit of the search form with this category.
                  <button
                    type="submit"
                    form={TEMPLATES_SEARCH_ID}
                    name="category"
                    value={section.id}
                    {...{ [SHOW_CATEGORY_ATTRIBUTE]: "" }}
                    className="text-accent hover:text-accent-strong shrink-0 rounded text-sm font-semibold group-data-[view=filtered]/list:hidden hover:underline"
                  >
                    {templatesCopy.seeAll}
                    <span className="sr-only">{templatesCopy.seeAllContext(section.label)}</span>
                  </button>
                ) : null}
              </div>
              <ul className={`mt-4 ${view.row}`}>
                {section.templates.map((template, position) => (
                  <li
                    key={template.id}
                    hidden={!shown.includes(template)}
                    className={`render-when-near [contain-intrinsic-block-size:auto_22rem] ${view.item} ${wideSpan(position, section.templates.length)}`}
                    {...filterAttributes(templateSearchFields(template), template.category)}
                  >
                    <TemplateCard template={template} index={index++} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <EmptyResults
        id={NO_TEMPLATES_ID}
        hidden={shown.length > 0}
        title={templatesCopy.emptyTitle}
        text={templatesCopy.emptyText}
        path={href("/templates")}
        category={category}
        allValue={ALL_TEMPLATES}
      />
    </div>
  );
}
