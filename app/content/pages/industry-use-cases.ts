import type { PageCopy } from "../types";

export const page: PageCopy = {
  path: "/industry-use-cases",
  title: "AI Agents by Industry",
  description:
    "How healthcare, financial services, retail, education, automotive, manufacturing, logistics and technology companies use AI agents.",
  keywords: ["industry AI solutions", "AI in healthcare", "AI in retail"],
  heading: "AI agents for every industry",
  intro:
    "Eight industries, one platform: agents trained on your domain, your rules and your systems.",
};
