import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/channels/voice",
  title: "Voice AI Assistants",
  description:
    "Voice AI assistants that listen, understand and answer in natural speech on your website and phone lines, in many languages.",
  keywords: ["voice AI assistant", "AI phone agent", "speech AI"],
  heading: "Voice AI assistants that sound human",
  intro:
    "Let customers simply talk. Voice agents understand natural speech, answer out loud and resolve requests without hold music.",
};
