import { templateCategories, templatesCopy } from "./templates.copy";

/** How the unfiltered gallery arranges the templates: a featured row, then one section a category. */

export interface TemplateSection<T> {
  /** A category id, or `other` for templates of a category the tabs do not name. */
  id: string;
  label: string;
  templates: T[];
  /** False for `other`: no category tab shows it alone. */
  hasTab: boolean;
}

export const OTHER_SECTION = "other";

/** The tabs' categories in their order, each with its templates; empty ones left out. */
export function templateSections<T extends { category: string }>(
  templates: readonly T[],
): TemplateSection<T>[] {
  const named = templateCategories.filter((category) => category.id !== "all");
  const sections: TemplateSection<T>[] = named.map((category) => ({
    id: category.id,
    label: category.label,
    templates: templates.filter((template) => template.category === category.id),
    hasTab: true,
  }));
  const others = templates.filter(
    (template) => !named.some((category) => category.id === template.category),
  );
  sections.push({
    id: OTHER_SECTION,
    label: templatesCopy.otherSection,
    templates: others,
    hasTab: false,
  });
  return sections.filter((section) => section.templates.length > 0);
}

/**
 * The featured row: the first template of each section, from the first sections, so the row
 * shows the range of the gallery rather than one category. The platform's order decides which
 * template leads a category.
 */
export function featuredTemplates<T extends { category: string }>(
  templates: readonly T[],
  count = 3,
): T[] {
  return templateSections(templates)
    .map((section) => section.templates[0]!)
    .slice(0, count);
}
