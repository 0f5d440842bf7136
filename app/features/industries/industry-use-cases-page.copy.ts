import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import { figures } from "#app/shared/copy/facts.copy";
import type { CtaCopy, PageCopy, Stat } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/industry-use-cases"),
  title: "AI Agents by Industry",
  description:
    "How healthcare, financial services, retail, education, automotive, manufacturing, logistics and technology companies use AI agents.",
  keywords: ["industry AI solutions", "AI in healthcare", "AI in retail"],
  heading: "AI agents for every industry",
  intro: `Ready-made solutions for ${figures.industrySolutions} industries, and agents at work in ${figures.industries}: each trained on your domain, your rules and your systems.`,
};

/** Headings and short texts of the sections of /industry-use-cases. */
export const sections = {
  eyebrow: "Industries",
  industries: { title: "Choose your industry", explore: "Explore" },
  reach: {
    title: "Trusted across sectors",
    intro:
      "Each industry agent starts from templates shaped by teams in that field, then learns your own policies, products and systems.",
    label: "Reach across industries",
  },
} as const;

export const reachStats: readonly Stat[] = [
  { value: figures.industries, label: "industries served" },
  { value: figures.agentsCreated, label: "agents created" },
  { value: figures.uptime, label: "uptime" },
  { value: figures.support, label: "support" },
];

export const cta: CtaCopy = {
  title: "Don't see your industry?",
  text: `Our customers work in ${figures.industries} industries. Tell us about yours and we'll show you what an agent can do.`,
  primary: { label: "Talk to Our Team", to: href("/contact") },
  secondary: { label: "Start Building Free", to: studio },
};
