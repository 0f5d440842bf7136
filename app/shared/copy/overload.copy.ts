import { href } from "#app/shared/site-map/href";

/** What a visitor reads when the server sheds a per-request render (render-admission.ts). */
export const overloadCopy = {
  rateLimited: {
    title: "Too many requests:",
    description: "You have opened many pages in a short time. Please wait a minute and try again.",
  },
  busy: {
    title: "Busy right now:",
    description: "We are answering many requests at once. Please try again in a few seconds.",
  },
  back: { href: href("/"), label: "Back to the home page" },
} as const;
