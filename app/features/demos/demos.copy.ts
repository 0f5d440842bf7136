import type { IconName } from "#app/shared/icons/icon-names";

import type { DemoAgentName } from "#app/shared/copy/demo-agents.copy";
import { siteConfig } from "#app/shared/copy/site.copy";

export * from "./landing.copy";

/* ------------------------------------------------------------------------------------------ */
/* Device mock-ups (docs/requirements/demos.md: screens, icons, timings)                       */
/* ------------------------------------------------------------------------------------------ */

/** A phone app tile or demo icon item: id, name, icon, colour. */
export interface DemoIcon {
  id: string;
  name: string;
  icon: IconName;
  /** Tailwind background class of the tile (the icon is white on it). */
  color: string;
}

const icon = (id: string, name: string, glyph: IconName, color: string): DemoIcon => ({
  id,
  name,
  icon: glyph,
  color,
});

const messages = icon("messages", "Messages", "message-square", "bg-green-600");
const camera = icon("camera", "Camera", "camera", "bg-slate-700");
const photos = icon("photos", "Photos", "image", "bg-amber-600");
const maps = icon("maps", "Maps", "map", "bg-emerald-700");
const weather = icon("weather", "Weather", "cloud-sun", "bg-sky-600");
const music = icon("music", "Music", "music", "bg-rose-600");
const mail = icon("mail", "Mail", "mail", "bg-blue-700");
const calc = icon("calc", "Calc", "calculator", "bg-orange-700");
const notes = icon("notes", "Notes", "sticky-note", "bg-yellow-700");
const stocks = icon("stocks", "Stocks", "trending-up", "bg-slate-900");
const health = icon("health", "Health", "heart-pulse", "bg-pink-700");
const agentIcon = (name: string): DemoIcon => icon("agent", name, "bot", "bg-brand-600");

export interface DeviceDemo {
  agent: DemoAgentName;
  /** Outer size of the mock-up in CSS pixels (it scales down on narrower screens). */
  width: number;
  height: number;
  columns: 3 | 4;
  /** The dock repeats the first `dock` icons. */
  dock: number;
  icons: readonly DemoIcon[];
  /** Label of the agent app's title bar. */
  appTitle: string;
  /** Highlight the agent icon this long after the page opens (kiosk). */
  autoHighlightAgentMs?: number;
  /** Open the agent app this long after the page opens (phone demo). */
  autoOpenAgentMs?: number;
}

/** How long a tapped icon stays highlighted (docs/requirements/demos.md: 2000 ms). */
export const ICON_HIGHLIGHT_MS = 2000;

export const mobileDemo: DeviceDemo = {
  agent: "MobileDemo",
  width: 320,
  height: 500,
  columns: 3,
  dock: 3,
  icons: [messages, camera, photos, maps, weather, agentIcon("AgentApp"), music, mail, notes],
  appTitle: "AgentApp",
};

export const kioskDemo: DeviceDemo = {
  agent: "KioskDemo",
  width: 400,
  height: 600,
  columns: 4,
  dock: 4,
  icons: [
    messages,
    camera,
    photos,
    maps,
    weather,
    agentIcon("KioskDemo"),
    music,
    mail,
    calc,
    notes,
    stocks,
    health,
  ],
  appTitle: "AgentApp",
  autoHighlightAgentMs: 1000,
};

/** The phone demo's mock-up: messages, camera, photos, maps, weather, agent app, music, mail. */
export const phoneDemo: DeviceDemo = {
  agent: "PhoneDemo",
  width: 320,
  height: 550,
  columns: 3,
  dock: 3,
  icons: [messages, camera, photos, maps, weather, agentIcon("AgentApp"), music, mail],
  appTitle: "AgentApp",
  autoOpenAgentMs: 1000,
};

/* ------------------------------------------------------------------------------------------ */
/* WhatsApp demo: its screen, its lookup call and its error messages                         */
/* ------------------------------------------------------------------------------------------ */

export const whatsappDemo = {
  /** The fixed demo site name sent to the scanner lookup (URL-encoded by the API client). */
  siteName: siteConfig.name,
  buttonLabel: "Chat on WhatsApp",
  /** Prefilled text of the chat: it names the website. */
  prefilledText: `Hello! I'm visiting the ${siteConfig.name} website and would like to chat with your AI agent.`,
  noContact: "No WhatsApp contact available for this website",
  failure: "Failed to connect to WhatsApp",
  stepsTitle: "Six steps from an idea to an agent on WhatsApp",
  steps: [
    {
      title: "Create your agent",
      text: "Describe your agent in the studio and let the platform build it.",
    },
    {
      title: "Train it",
      text: "Add documents, FAQs and links so it knows your business.",
    },
    {
      title: "Open the Publish tab",
      text: "In the studio, open your agent's Publish tab.",
    },
    {
      title: "Enable WhatsApp",
      text: "Scan the QR code with WhatsApp on your business phone.",
    },
    {
      title: "Add the button to your site",
      text: "Paste the WhatsApp button snippet into your website.",
    },
    {
      title: "Go live",
      text: "Visitors tap the button and chat with your agent on WhatsApp.",
    },
  ],
} as const;

/** The WhatsApp chat link for a number, with the prefilled text (https://wa.me/<digits>?text=…). */
export function whatsappChatUrl(
  mobileNumber: string,
  text: string = whatsappDemo.prefilledText,
): string {
  const digits = mobileNumber.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/* ------------------------------------------------------------------------------------------ */
/* Embed snippet (docs/requirements/demos.md)                                                */
/* ------------------------------------------------------------------------------------------ */

/** The script tag a customer pastes into a site: loads the studio's embed script for an agent. */
/** The embed snippet's button (spec: "a 'Copy Code' button"). */
export const COPY_CODE_LABEL = "Copy Code";

export function embedSnippet(studioUrl: string, agent: DemoAgentName): string {
  return `<script src="${studioUrl}/embed.js?agent=${agent}"></script>`;
}

export { COPIED_MESSAGE } from "#app/shared/forms/copy-buttons";
