import { logoFileName } from "./logo-file-name";

// By the platform's logo key. Iconify "logos" and Simple Icons (CC0); a drawn picture, never
// letters, where neither has the brand. `npm run icons` draws them into public/integration-logos.svg.
export type MarkSource =
  | { set: "logos"; name: string }
  | { set: "simple-icons"; name: string }
  /** `body`: white shapes on the tile, in a 48 × 48 box. */
  | { set: "drawn"; body: string; color: string };

/** Our own (`drawn`) marks: white on the brand's colour, a picture of what the platform does. */
export const integrationMarks: Record<string, MarkSource> = {
  wordpress: { set: "logos", name: "wordpress-icon" },
  // Adobe Experience Manager is Adobe's: its company mark.
  aem: { set: "logos", name: "adobe-icon" },
  // Sites and their documents, as three overlapping circles.
  sharepoint: {
    set: "drawn",
    color: "#0b625b",
    body: '<circle cx="20" cy="19" r="10" fill="#fff"/><circle cx="31" cy="28" r="8" fill="#fff" fill-opacity=".72"/><circle cx="19" cy="33" r="6" fill="#fff" fill-opacity=".5"/>',
  },
  "bubble.io": { set: "logos", name: "bubble-icon" },
  shopify: { set: "logos", name: "shopify" },
  // Adobe Commerce is Magento, and keeps its mark.
  adobecommercecloud: { set: "logos", name: "magento" },
  // A cloud holding a shopping bag.
  salesforcecommercecloud: {
    set: "drawn",
    color: "#0b5cab",
    body: '<path fill="#fff" d="M15 35a8 8 0 0 1-.9-15.95A11 11 0 0 1 35 17.4 8.8 8.8 0 0 1 34 35z"/><path fill="#0b5cab" d="M19.5 23h9l1 9h-11z"/><path fill="none" stroke="#0b5cab" stroke-width="1.8" stroke-linecap="round" d="M21.7 23v-1.2a2.3 2.3 0 0 1 4.6 0V23"/>',
  },
  // The blocks of a commerce stack: a hexagon around a smaller one.
  spryker: {
    set: "drawn",
    color: "#1d1a17",
    body: '<path fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" d="M24 9.5l12.6 7.25v14.5L24 38.5l-12.6-7.25v-14.5z"/><path fill="#fff" d="M24 18.5l4.8 2.75v5.5L24 29.5l-4.8-2.75v-5.5z"/>',
  },
  odoo: { set: "simple-icons", name: "siOdoo" },
  sapbusinessone: { set: "logos", name: "sap" },
  // A ledger's rising bars over a baseline.
  microsoftbusinesscentral: {
    set: "drawn",
    color: "#8c2f12",
    body: '<rect x="13" y="25" width="5.5" height="10" rx="1.2" fill="#fff" fill-opacity=".7"/><rect x="21.25" y="19" width="5.5" height="16" rx="1.2" fill="#fff" fill-opacity=".85"/><rect x="29.5" y="13" width="5.5" height="22" rx="1.2" fill="#fff"/><rect x="11" y="37" width="26" height="2" rx="1" fill="#fff"/>',
  },
  frappenextgen: { set: "simple-icons", name: "siFrappe" },
  salesforcesalescloud: { set: "logos", name: "salesforce" },
  // A service desk's ring, open at the foot, with the request at its centre.
  servicenow: {
    set: "drawn",
    color: "#32584f",
    body: '<path fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" d="M17.2 34.6A12 12 0 1 1 30.8 34.6"/><circle cx="24" cy="24" r="4" fill="#fff"/>',
  },
  microsoftdynamics365: { set: "logos", name: "microsoft-icon" },
  hubspot: { set: "simple-icons", name: "siHubspot" },
};

export const INTEGRATION_SPRITE_PATH = "/integration-logos.svg";

export function integrationMark(title: string): { id: string; source: MarkSource } | undefined {
  const key = logoFileName(title);
  const source = integrationMarks[key];
  return source ? { id: `logo-${key.replace(/[^a-z0-9]/g, "-")}`, source } : undefined;
}
