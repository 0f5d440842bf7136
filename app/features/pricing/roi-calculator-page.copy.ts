import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/roi-calculator"),
  title: "ROI Calculator",
  description:
    "Estimate the monthly and annual savings, return on investment and payback time of automating customer conversations with AI agents.",
  keywords: ["AI ROI calculator", "chatbot ROI", "support automation savings"],
  eyebrow: "ROI calculator",
  heading: "Calculate your return on AI agents",
  intro:
    "Enter your team size and salaries to see what automating routine conversations could save you each month and each year.",
};
