import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/use-cases",
  title: "AI Agent Use Cases",
  description:
    "Customer support, lead generation, e-commerce, appointment scheduling, education and HR: see what 500+ companies automate with AI agents.",
  keywords: ["AI agent use cases", "chatbot examples", "conversational AI uses"],
  heading: "What teams automate with AI agents",
  intro:
    "From answering support tickets to booking appointments, AI agents take on the repetitive conversations so your people can do the rest.",
};
