import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/channels/app",
  title: "Mobile App AI Integration",
  description:
    "Put your AI agent inside your iOS and Android apps with the mobile SDK: initialize with your key, then show the agent.",
  keywords: ["mobile AI SDK", "in-app chatbot", "iOS Android AI agent"],
  heading: "AI agents inside your mobile app",
  intro:
    "Add a conversational agent to your iOS or Android app with a few lines of code: initialize with your key, then show it.",
};
