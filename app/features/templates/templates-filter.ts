import { filterText, matchesFilter } from "#app/shared/search/list-filter";
import type { TemplateArt } from "./template-art";
import { templateCategories, type TemplateCategoryId } from "./templates.copy";

/** A template as the gallery shows it; made on the server from the API's shape. */
export interface TemplateCard {
  id: string;
  name: string;
  descriptionHtml: string;
  descriptionText: string;
  tags: string[];
  category: string;
  bannerImage: string | null;
  /** The picture drawn from the template's data; null shows the banner image instead. */
  art: TemplateArt | null;
}

/** Case-insensitive search text in the name, description or a tag; category all or the template's. */
export function matchesTemplate(
  template: Pick<TemplateCard, "name" | "descriptionText" | "tags" | "category">,
  search: string,
  category: TemplateCategoryId,
): boolean {
  return matchesFilter(
    { text: filterText(templateSearchFields(template)), category: template.category },
    search,
    { wanted: category, all: ALL_TEMPLATES },
  );
}

export const ALL_TEMPLATES = "all";

export const templateSearchFields = (
  template: Pick<TemplateCard, "name" | "descriptionText" | "tags">,
) => [template.name, template.descriptionText, ...template.tags];

export function isTemplateCategory(value: string | null | undefined): value is TemplateCategoryId {
  return templateCategories.some((category) => category.id === value);
}

export function templatesQuery(params: URLSearchParams): {
  q: string;
  category: TemplateCategoryId;
} {
  // The last value wins: the no-JS form sends the current category, then the chosen one.
  const category = params.getAll("category").at(-1);
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    category: isTemplateCategory(category) ? category : "all",
  };
}
