import { href } from "#app/shared/site-map/href";
import { footerColumns, navMenus } from "./navigation.copy";

/** A link of the small-screen menu's sections: the page's name and a few words on it. */
export interface MobileMenuLink {
  label: string;
  hint?: string;
  href: string;
}

/** A collapsible section of the small-screen menu, after the specification's own entries. */
export interface MobileMenuSection {
  /** Unique: the ids of the section's button and list are made from it. */
  id: string;
  label: string;
  links: readonly MobileMenuLink[];
}

const menuLinks = (label: string): MobileMenuLink[] =>
  (navMenus.find((menu) => menu.label === label)?.entries ?? []).map((entry) => ({
    label: entry.title,
    hint: entry.subtitle,
    href: entry.href,
  }));

const footerLinks = (title: string): readonly MobileMenuLink[] =>
  footerColumns.find((column) => column.title === title)?.links ?? [];

/** Everything the wide screens' bar and the footer reach, so a phone reaches it too. */
export const mobileMenuSections: readonly MobileMenuSection[] = [
  { id: "explore", label: "Explore", links: menuLinks("Explore") },
  { id: "channels", label: "Channels", links: menuLinks("Channels") },
  { id: "solutions", label: "Solutions", links: footerLinks("Solutions") },
  {
    id: "resources",
    label: "Resources",
    links: [
      { label: "Templates", hint: "Ready-made agents", href: href("/templates") },
      { label: "Blog", hint: "Guides and product news", href: href("/blog") },
      { label: "Integrations", hint: "CRM, e-commerce and more", href: href("/integrations") },
      {
        label: "Security & Compliance",
        hint: "How we protect your data",
        href: href("/security-compliance"),
      },
    ],
  },
];

/** The legal pages, as a line at the menu's foot. */
export const mobileMenuLegalLinks: readonly MobileMenuLink[] = footerLinks("Legal");

export const mobileMenuCopy = {
  label: "Mobile",
  open: "Open menu",
  close: "Close menu",
  theme: "Theme",
  legal: "Legal",
} as const;
