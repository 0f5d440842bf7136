import type { IconName } from "#app/shared/icons/icon-names";
import { href } from "#app/shared/site-map/href";

/**
 * The 404 page's own texts beside the specification's (notFoundCopy in chrome.copy.ts): a search
 * and the five pages most visitors come for.
 */
export const notFoundPageCopy = {
  searchHeading: "Search the site",
  popularHeading: "Popular pages",
  popular: [
    {
      label: "Pricing Plans",
      text: "Free, Professional and Enterprise plans.",
      icon: "banknote",
      href: href("/pricing"),
    },
    {
      label: "Templates",
      text: "Ready-made agents to start from.",
      icon: "layout-template",
      href: href("/templates"),
    },
    {
      label: "Integrations",
      text: "Connect your CRM, shop or help desk.",
      icon: "plug",
      href: href("/integrations"),
    },
    {
      label: "Blog",
      text: "Guides, ideas and product news.",
      icon: "book-open",
      href: href("/blog"),
    },
    {
      label: "Contact Us",
      text: "Talk to our team about your use case.",
      icon: "mail",
      href: href("/contact"),
    },
  ],
} as const satisfies {
  searchHeading: string;
  popularHeading: string;
  popular: readonly { label: string; text: string; icon: IconName; href: string }[];
};
