// The brand is not picked yet: change it here and every page, title and footer follows.
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
  supportEmail: "support@aiagentplatform.example",
  phone: { display: "+65 6812 4400", href: "tel:+6568124400" },
  address: {
    street: "8 Marina View, #15-01 Asia Square Tower 1",
    city: "Singapore",
    postalCode: "018960",
    country: "SG",
  },
  copyrightYear: 2024,
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "X (Twitter)", href: "https://x.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
    { name: "Facebook", href: "https://www.facebook.com/" },
  ],
  ogImage: "/og-image.png",
} as const;
