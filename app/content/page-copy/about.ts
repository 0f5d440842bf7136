import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/about",
  title: "About Us",
  description:
    "Our mission is to give every business an AI agent that serves its customers as well as its best employee. Meet the values behind the platform.",
  keywords: ["about AI Agent Platform", "conversational AI company", "our mission"],
  heading: "We help businesses talk to every customer",
  intro:
    "We build the platform that lets any business create AI agents that sound human, know the business and never sleep.",
};
