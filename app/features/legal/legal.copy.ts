import type { Inline } from "#app/shared/copy/types";
import { siteConfig } from "#app/shared/copy/site.copy";
import { addressLine, company } from "#app/shared/copy/facts.copy";

// The owners should have these reviewed by counsel; the retention periods are our commitment.
/** The heading of a legal page's table of contents. */
export const CONTENTS_HEADING = "Contents";

export const legalUpdated = { iso: "2024-11-01", label: "1 November 2024" } as const;

export const operator = {
  name: siteConfig.name,
  address: addressLine(company.offices.headquarters),
  email: company.email,
} as const;

export const privacyEmailLink: Inline = {
  label: company.email,
  href: `mailto:${company.email}`,
};

/** How long each kind of data is kept (privacy policy, section "How long we keep it"). */
export const retention = {
  inquiries: "24 months after our last exchange with you",
  agentDescription:
    "as long as the draft agent exists in the studio; drafts you never open in the studio are deleted after 90 days",
  cookieChoice: "you change it or clear this site's data in your browser",
  serverLogs: "30 days",
} as const;
