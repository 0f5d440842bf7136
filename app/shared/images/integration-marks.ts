import { logoFileName } from "./logo-file-name";

// By the platform's logo key. Iconify "logos" and Simple Icons (CC0); a monogram where neither has
// the brand. `npm run icons` draws them into public/integration-logos.svg (no mark in JavaScript).
export type MarkSource =
  | { set: "logos"; name: string }
  | { set: "simple-icons"; name: string }
  | { set: "monogram"; letters: string; color: string };

export const integrationMarks: Record<string, MarkSource> = {
  wordpress: { set: "logos", name: "wordpress-icon" },
  // Adobe Experience Manager is Adobe's: its company mark.
  aem: { set: "logos", name: "adobe-icon" },
  sharepoint: { set: "monogram", letters: "SP", color: "#0b625b" },
  "bubble.io": { set: "logos", name: "bubble-icon" },
  shopify: { set: "logos", name: "shopify" },
  // Adobe Commerce is Magento, and keeps its mark.
  adobecommercecloud: { set: "logos", name: "magento" },
  salesforcecommercecloud: { set: "monogram", letters: "CC", color: "#0b5cab" },
  spryker: { set: "monogram", letters: "Sp", color: "#1d1a17" },
  odoo: { set: "simple-icons", name: "siOdoo" },
  sapbusinessone: { set: "logos", name: "sap" },
  microsoftbusinesscentral: { set: "monogram", letters: "BC", color: "#8c2f12" },
  frappenextgen: { set: "simple-icons", name: "siFrappe" },
  salesforcesalescloud: { set: "logos", name: "salesforce" },
  servicenow: { set: "monogram", letters: "NOW", color: "#32584f" },
  microsoftdynamics365: { set: "logos", name: "microsoft-icon" },
  hubspot: { set: "simple-icons", name: "siHubspot" },
};

export const INTEGRATION_SPRITE_PATH = "/integration-logos.svg";

export function integrationMark(title: string): { id: string; source: MarkSource } | undefined {
  const key = logoFileName(title);
  const source = integrationMarks[key];
  return source ? { id: `logo-${key.replace(/[^a-z0-9]/g, "-")}`, source } : undefined;
}
