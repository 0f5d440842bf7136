import type { IconName } from "#app/shared/icons/icon-names";

import { industryPages } from "./industry-page.copy";

export type IndustrySlug = keyof typeof industryPages;

export interface Industry {
  slug: IndustrySlug;
  name: string;
  description: string;
  features: readonly string[];
  icon: IconName;
}

export const industries: readonly Industry[] = Object.entries(industryPages).map(
  ([slug, { name, description, features, icon }]) => ({
    slug: slug as IndustrySlug,
    name,
    description,
    features,
    icon,
  }),
);

export const industrySlugs = industries.map((industry) => industry.slug);

export function findIndustry(slug: string): Industry | undefined {
  return industries.find((industry) => industry.slug === slug);
}
