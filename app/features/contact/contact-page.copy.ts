import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";
import { company } from "#app/shared/copy/facts.copy";

const { headquarters, sanFrancisco } = company.offices;

export const page: PageCopy = {
  path: href("/contact"),
  title: "Contact Us",
  description: `Talk to our team about AI agents for your business. Send us a message, call us ${company.supportHours}, or visit us in ${headquarters.city} or ${sanFrancisco.city}.`,
  keywords: ["contact sales", "AI agent demo", "customer support"],
  eyebrow: "Contact",
  heading: "Get in touch",
  intro: `Questions about the platform, pricing or a custom deployment? Send us a message and we'll get back to you within ${company.replyWithin}.`,
};
