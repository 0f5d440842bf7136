import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/architecture",
  title: "Platform Architecture",
  description:
    "How a conversation flows through the platform: input channels, security layer, AI engine, knowledge base, APIs, actions, human handoff and analytics.",
  keywords: ["AI agent architecture", "conversational AI platform", "AI engine"],
  heading: "How the platform handles every conversation",
  intro:
    "Follow a message from the channel it arrives on to the answer, the action and the analytics, through eight building blocks.",
};
