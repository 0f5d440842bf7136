import { href } from "#app/shared/site-map/href";
import { figures } from "#app/shared/copy/facts.copy";

/** Texts and categories of the templates gallery (docs/requirements/templates.md). */

export const templateCategories = [
  { id: "all", label: "All Templates" },
  { id: "customer-service", label: "Customer Service & Support" },
  { id: "education", label: "Education" },
  { id: "business", label: "Small Business" },
  { id: "hr", label: "Human Resources" },
  { id: "travel", label: "Travel & Tourism" },
  { id: "chatbot", label: "AI Chatbot Templates" },
] as const;

export type TemplateCategoryId = (typeof templateCategories)[number]["id"];

export const templatesCopy = {
  eyebrow: `${figures.agentsCreated} agents created`,
  searchLabel: "Search templates",
  searchPlaceholder: "Search templates...",
  searchButton: "Search",
  categoriesLabel: "Template categories",
  countText: (count: number) => `${count} templates found`,
  emptyTitle: "No templates found",
  emptyText: "Try adjusting your search or browse different categories",
  useTemplate: "Use Template",
  showPreview: "Preview",
  hidePreview: "Hide preview",
  previewHeading: "Preview",
  categoryLabel: "Category",
  featuredTitle: "Featured templates",
  otherSection: "More templates",
  sectionCount: (count: number) => `${count} ${count === 1 ? "template" : "templates"}`,
  seeAll: "See all",
  /** After "See all", for screen readers: "See all Education templates". */
  seeAllContext: (label: string) => ` ${label} templates`,
  moreTags: (count: number) => `+${count}`,
  moreTagsLabel: (count: number) => `${count} more ${count === 1 ? "tag" : "tags"}`,
  tagsLabel: "Tags",
  cta: {
    title: "Can't find the template you need?",
    text: "Describe your own agent and build it from scratch in minutes, or tell us which template you would like to see next.",
    primary: { label: "Create Custom Agent", to: { studio: "" } },
    secondary: { label: "Request Template", to: href("/contact") },
  },
} as const;

/** Banners shown before the fold load eagerly; the rest wait until they are scrolled to. */
export const eagerBannerCount = 3;

/** Intrinsic size of the banner images (2:1), so the cards never shift while loading. */
export const bannerSize = { width: 600, height: 300 } as const;
