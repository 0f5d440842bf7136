import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/demo/PhoneDemo"),
  title: "Phone Agent Demo",
  description:
    "Try our phone AI demo agent: the assistant that answers your business line, books appointments and routes calls.",
  keywords: ["phone AI demo", "AI receptionist demo", "call center AI"],
  eyebrow: "Live demo",
  heading: "Phone Agent Demo",
  intro: "Meet the agent that answers your phone line, day and night.",
};

/** The accessible name of the device mock-up that carries the demo. */
export const mockupLabel = "Phone demo";
