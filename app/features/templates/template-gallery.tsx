import { href } from "#app/shared/site-map/href";
import { useCallback, useState } from "react";

import { templateCategories, templatesCopy, type TemplateCategoryId } from "./templates.copy";
import {
  filterTemplates,
  templatesQuery,
  type TemplateCard as TemplateCardData,
} from "./templates-filter";
import { useUrlFilter } from "#app/shared/search/use-url-filter";
import { SearchFilter } from "#app/shared/search/search-filter";
import { TemplateCard } from "./template-card";
import { EmptyResults } from "#app/shared/search/empty-results";

const options = templateCategories.map((category) => ({
  value: category.id,
  label: category.label,
}));

/**
 * The searchable gallery: search text and category in the URL,
 * and the id of the one template whose preview is open.
 */
export function TemplateGallery({ templates }: { templates: readonly TemplateCardData[] }) {
  const { q, setQ, category, setCategory } = useUrlFilter(templatesQuery, "all");
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const togglePreview = useCallback(
    (id: string) => setExpandedId((current) => (current === id ? null : id)),
    [],
  );
  const visible = filterTemplates(templates, q, category);

  return (
    <div className="mx-auto max-w-6xl px-6 pb-8">
      <div className="border-line/70 bg-canvas/95 sticky top-20 z-30 -mx-6 border-b px-6 py-3 backdrop-blur">
        <SearchFilter
          action={href("/templates")}
          searchLabel={templatesCopy.searchLabel}
          placeholder={templatesCopy.searchPlaceholder}
          searchButton={templatesCopy.searchButton}
          q={q}
          onQueryChange={setQ}
          groupLabel={templatesCopy.categoriesLabel}
          options={options}
          category={category}
          onCategoryChange={(next) => setCategory(next as TemplateCategoryId)}
          status={templatesCopy.countText(visible.length)}
        />
      </div>
      {visible.length ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((template, index) => (
            <li key={template.id} className="render-when-near">
              <TemplateCard
                template={template}
                expanded={expandedId === template.id}
                onToggle={togglePreview}
                index={index}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyResults
          title={templatesCopy.emptyTitle}
          text={templatesCopy.emptyText}
          path={href("/templates")}
          category={category}
          allValue="all"
          onClear={() => setQ("")}
        />
      )}
    </div>
  );
}
