import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/success-stories",
  title: "Customer Success Stories",
  description:
    "Case studies from technology, healthcare and e-commerce companies: the challenge, the AI agent they built, and the ROI they measured.",
  keywords: ["AI case studies", "chatbot success stories", "customer results"],
  heading: "Results our customers measured",
  intro:
    "Three companies, three industries, one outcome: faster answers at a fraction of the cost.",
};
