import type { AnalyticsProvider } from "#app/context";
import { analyticsProviderCopy, cookiePolicy } from "./cookies-page.copy";
import type { LegalDocumentData } from "#app/shared/copy/types";

/** The cookie policy of this website (/cookies), naming the configured analytics provider. */
export function cookiePolicyFor(provider: AnalyticsProvider | null): LegalDocumentData {
  if (!provider) return cookiePolicy;
  const analytics = analyticsProviderCopy[provider];
  return {
    ...cookiePolicy,
    summary: `This website stores your answer to the cookie banner and, only if you choose "Accept All", uses ${analytics.name} to measure visits. It sets no advertising cookies. You can change your answer at any time with the button further down this page.`,
    sections: cookiePolicy.sections.map((section) => {
      if (section.id === "what-we-store") {
        const [table] = section.blocks;
        if (table?.kind !== "table") return section;
        return {
          ...section,
          blocks: [
            { ...table, rows: [...table.rows, ...analytics.cookies] },
            {
              kind: "paragraph",
              text: [
                analytics.text,
                " Read ",
                { label: `how ${analytics.name} handles data`, href: analytics.href },
                ".",
              ],
            },
          ],
        };
      }
      if (section.id === "your-choice") {
        return {
          ...section,
          blocks: [
            {
              kind: "list",
              items: [
                `"Accept All" allows ${analytics.name} to measure your visits on this website.`,
                `"Decline", or closing the banner with its close button, keeps the website to strictly necessary storage only: ${analytics.name} is never loaded.`,
                "The website works the same either way: every page, demo and form is available whatever you choose.",
              ],
            },
          ],
        };
      }
      return section;
    }),
  };
}
