// The brand is not picked yet: change it here and every page, title and footer follows. The
// company's contact facts are in facts.copy.ts.
export const siteConfig = {
  name: "AI Agent Platform",
  /** The wordmark sets the name in two weights; the two parts read as the name (a test checks). */
  wordmark: { strong: "AI Agent", light: "Platform" },
  /** The logo mark (docs/BRAND.md), also the favicon and the social images' mark. */
  markPath: "/favicon.svg",
  tagline:
    "Build AI agents that deliver human-like customer experiences at scale, without writing a line of code.",
  description:
    "Build, train and deploy conversational AI agents without code, on chat, voice, WhatsApp, mobile apps and e-commerce platforms.",
  keywords: [
    "no-code AI agents",
    "conversational AI",
    "AI chatbot builder",
    "customer support automation",
    "voice AI assistant",
  ],
  ogImage: "/og-image.png",
} as const;
