import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { CtaAction, CtaCopy } from "#app/shared/copy/types";

/**
 * Copy of the page of one integration (/channels/{slug}). Every text names the integration,
 * so the copy is a function of its title and category rather than a fixed record.
 */
export function integrationPageCopy(title: string, category: string) {
  return {
    meta: {
      title: `${title} AI Agent Integration`,
      keywords: [`${title} AI agent`, `${title} chatbot`],
    },
    heading: `${title} AI Agent Integration`,
    actions: {
      connect: { label: `Connect ${title}`, to: studio },
      allIntegrations: { label: "All Integrations", to: href("/integrations") },
    } satisfies Record<string, CtaAction>,
    sections: {
      overview: { title: `What your agent does on ${title}` },
      features: { title: "Features", intro: `What the agent can do with ${title}.` },
      setup: { title: `Set up ${title} in three steps` },
      related: { title: `More ${category} integrations` },
    },
    cta: {
      title: `Connect ${title} to your AI agent`,
      text: "Build your agent free, connect it in minutes. No credit card required.",
      primary: { label: "Start Building Free", to: studio },
      secondary: { label: "Talk to Us", to: href("/contact") },
    } satisfies CtaCopy,
  };
}
