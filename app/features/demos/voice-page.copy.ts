import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/demo/VoiceDemo"),
  title: "Voice Agent Demo",
  description:
    "Talk to our voice AI demo agent in your browser and see how voice agents answer customers in natural speech.",
  keywords: ["voice AI demo", "voice agent demo", "speech chatbot demo"],
  eyebrow: "Live demo",
  heading: "Voice Agent Demo",
  intro:
    "Speak or type to our demo agent and hear how a voice AI assistant handles real questions.",
};
