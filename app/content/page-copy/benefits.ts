import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/benefits",
  title: "Benefits of AI Agents",
  description:
    "Cut support costs by 85%, answer 3x faster and keep 95% of customers satisfied with no-code AI agents that work 24/7.",
  keywords: ["AI agent benefits", "support cost reduction", "customer satisfaction"],
  heading: "Benefits that show up on the balance sheet",
  intro:
    "AI agents answer instantly, around the clock, in every channel, and hand the hard cases to your team with the full context.",
};
