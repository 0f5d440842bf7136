import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/demo/MobileDemo"),
  title: "Mobile App Agent Demo",
  description:
    "Open the agent app on a phone mock-up and talk to an AI agent the way your customers would in your mobile app.",
  keywords: ["mobile AI agent demo", "in-app AI demo", "AI assistant app"],
  eyebrow: "Live demo",
  heading: "An AI agent inside a mobile app",
  intro: "Tap the agent app on the phone below to open the conversation.",
};

/** The accessible name of the device mock-up that carries the demo. */
export const mockupLabel = "Mobile phone demo";
