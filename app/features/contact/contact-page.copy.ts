import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/contact"),
  title: "Contact Us",
  description:
    "Talk to our team about AI agents for your business. Send us a message, call us Monday to Friday 9 AM - 6 PM EST, or visit our San Francisco office.",
  keywords: ["contact sales", "AI agent demo", "customer support"],
  heading: "Get in touch",
  intro:
    "Questions about the platform, pricing or a custom deployment? Send us a message and we'll get back to you within 24 hours.",
};
