import { filterText, matchesFilter } from "#app/shared/search/list-filter";
import type { TemplateArt } from "./template-art";
import { templateCategories, type TemplateCategoryId } from "./templates.copy";

/** A template as the gallery shows it; made on the server from the API's shape. */
export interface TemplateCard {
  id: string;
  name: string;
  /** Sanitized HTML (sanitize.server.ts). */
  descriptionHtml: string;
  /** The same description as plain text: what the search matches. */
  descriptionText: string;
  tags: string[];
  category: string;
  bannerImage: string | null;
  /** The picture drawn from the template's data; null shows the banner image instead. */
  art: TemplateArt | null;
}

/**
 * The templates filter: the case-insensitive search text appears in the agent
 * name, the description or any tag, and the category is all or equals the template's category.
 */
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

/** The category value that matches every template. */
export const ALL_TEMPLATES = "all";

/** The fields the search looks in, as the gallery's items carry them. */
export const templateSearchFields = (
  template: Pick<TemplateCard, "name" | "descriptionText" | "tags">,
) => [template.name, template.descriptionText, ...template.tags];

export function filterTemplates<
  T extends Pick<TemplateCard, "name" | "descriptionText" | "tags" | "category">,
>(templates: readonly T[], search: string, category: TemplateCategoryId): T[] {
  return templates.filter((template) => matchesTemplate(template, search, category));
}

export function isTemplateCategory(value: string | null | undefined): value is TemplateCategoryId {
  return templateCategories.some((category) => category.id === value);
}

/** Search text and category from the query string (`?q=&category=`); unknown categories → all. */
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
