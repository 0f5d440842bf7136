import type { ReactNode } from "react";
import { href } from "#app/shared/site-map/href";

import { CONTROLLED_BY_ATTRIBUTE } from "#app/shared/page-runtime/islands";
import { filterAttributes } from "#app/shared/search/list-filter";
import { EmptyResults } from "#app/shared/search/empty-results";
import { templatesCopy, type TemplateCategoryId } from "./templates.copy";
import {
  ALL_TEMPLATES,
  matchesTemplate,
  templateSearchFields,
  type TemplateCard as TemplateCardData,
} from "./templates-filter";
import { TemplateCard } from "./template-card";

export const TEMPLATE_LIST_ID = "template-list";
/** The search island's form: the cards' preview toggles wait for it (islands.ts). */
export const TEMPLATES_SEARCH_ID = "templates-search";
export const NO_TEMPLATES_ID = "no-templates";

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
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
      {/* The search island draws the sticky field and the category row (templates-search.tsx). */}
      {search}
      <ul
        id={TEMPLATE_LIST_ID}
        {...{ [CONTROLLED_BY_ATTRIBUTE]: TEMPLATES_SEARCH_ID }}
        className="mt-3 grid gap-3 sm:mt-6 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
      >
        {templates.map((template, index) => (
          <li
            key={template.id}
            hidden={!shown.includes(template)}
            className="render-when-near [contain-intrinsic-block-size:auto_10rem] sm:[contain-intrinsic-block-size:auto_32rem]"
            {...filterAttributes(templateSearchFields(template), template.category)}
          >
            <TemplateCard template={template} index={index} />
          </li>
        ))}
      </ul>
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
