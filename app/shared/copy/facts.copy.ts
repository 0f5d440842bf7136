import type { Stat } from "./types";

// The company's facts and marketing figures, stated once (tests/e2e/facts.spec.ts holds pages to
// them). The phone is a US line (US Eastern hours) in 555-01xx, reserved for fiction; "eight"
// counts industries with a solution page, always worded as solutions, never as the total.
// Singapore is the headquarters (the footer, the legal operator), San Francisco the second office.

export interface Office {
  /** How the office is named wherever an address appears. */
  name: string;
  street: string;
  city: string;
  /** The postal line after the street: "Singapore 018960", "San Francisco, CA 94105". */
  locality: string;
  postalCode: string;
  /** ISO 3166 code, for structured data. */
  country: string;
}

const headquarters: Office = {
  name: "Headquarters",
  street: "8 Marina View, #15-01 Asia Square Tower 1",
  city: "Singapore",
  locality: "Singapore 018960",
  postalCode: "018960",
  country: "SG",
};

const sanFrancisco: Office = {
  name: "San Francisco office",
  street: "535 Mission Street, 14th Floor",
  city: "San Francisco",
  locality: "San Francisco, CA 94105",
  postalCode: "94105",
  country: "US",
};

/** One line: street, then locality. */
export const addressLine = (office: Office) => `${office.street}, ${office.locality}`;

export const company = {
  email: "support@aiagentplatform.example",
  phone: { display: "+1 (415) 555-0137", href: "tel:+14155550137" },
  /** Phone support; messages are answered around the clock. */
  supportHours: "Monday to Friday 9 AM - 6 PM EST",
  replyWithin: "24 hours",
  offices: { headquarters, sanFrancisco },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "X (Twitter)", href: "https://x.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
    { name: "Facebook", href: "https://www.facebook.com/" },
  ],
  copyrightYear: 2024,
} as const;

/** The product's claims (the specification's list); pages pick their figures from here. */
export const figures = {
  agentsCreated: "7,000+",
  /** Industries our customers work in. */
  industries: "50+",
  /** Industries with a solution page of their own (the industry overview's eight). */
  industrySolutions: "eight",
  uptime: "99.9%",
  support: "24/7",
  freeTrial: "14-day",
  costReduction: "85%",
  faster: "3x",
  satisfaction: "95%",
  companies: "500+",
  customerSavings: "$50M+",
  conversations: "10M+",
  retention: "94%",
  /** What the channel pages and demo landing pages measure. */
  fasterResponse: "89%",
  channelCostReduction: "67%",
  resolved: "94%",
  dataAccuracy: "94%",
  setupTime: "5 minutes",
} as const;

/** The impact row of the agents overview (docs/requirements/product.md). */
export const impactStats: readonly Stat[] = [
  { value: figures.costReduction, label: "cost reduction" },
  { value: figures.faster, label: "faster responses" },
  { value: figures.satisfaction, label: "customer satisfaction" },
  { value: figures.support, label: "availability" },
];
