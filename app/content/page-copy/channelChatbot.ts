import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/channels/chatbot",
  title: "AI Chatbot for Your Website",
  description:
    "Add an AI chatbot to any website with one script tag. It answers questions, captures leads and books meetings, 24/7.",
  keywords: ["website AI chatbot", "chat widget", "AI chatbot integration"],
  heading: "An AI chatbot on your website in one line of code",
  intro:
    "Paste one script tag and your site has an agent that knows your products, answers in seconds and captures every lead.",
};
