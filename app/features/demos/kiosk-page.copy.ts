import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/demo/KioskDemo"),
  title: "Kiosk Agent Demo",
  description:
    "Try an AI agent on a self-service kiosk: a touch screen that answers visitors' questions in a lobby, store or venue.",
  keywords: ["kiosk AI demo", "self-service kiosk AI", "AI kiosk agent"],
  eyebrow: "Live demo",
  heading: "An AI agent on a self-service kiosk",
  intro: "Tap the KioskDemo app to talk to an agent built for lobbies, stores and venues.",
};

/** The accessible name of the device mock-up that carries the demo. */
export const mockupLabel = "Kiosk demo";
