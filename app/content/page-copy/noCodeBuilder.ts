import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/no-code-builder",
  title: "No-Code AI Agent Builder",
  description:
    "Design, train and deploy conversational AI agents in a visual builder: knowledge bases, personalities, actions and channels without code.",
  keywords: ["no-code AI builder", "visual chatbot builder", "AI agent studio"],
  heading: "The no-code builder for conversational AI",
  intro:
    "Everything you need to design, train, test and launch an AI agent, in one visual studio that anyone on your team can use.",
};
