/**
 * The named demo agents of the studio (docs/requirements/demos.md: each demo page is tied to one). Plain
 * data without icons, so the bundled studio on the server can import it cheaply.
 */
export const demoAgentNames = [
  "MobileDemo",
  "KioskDemo",
  "WebsiteDemo",
  "VoiceDemo",
  "PhoneDemo",
  "SMSDemo",
  "ConversationalDemo",
] as const;
export type DemoAgentName = (typeof demoAgentNames)[number];

export interface DemoAgent {
  name: DemoAgentName;
  /** How the chat introduces the agent. */
  label: string;
  /** Where a business would run this agent; used in the greeting. */
  channel: string;
}

export const demoAgents: Record<DemoAgentName, DemoAgent> = {
  MobileDemo: { name: "MobileDemo", label: "Mobile App Agent", channel: "your mobile app" },
  KioskDemo: { name: "KioskDemo", label: "Kiosk Agent", channel: "a self-service kiosk" },
  WebsiteDemo: { name: "WebsiteDemo", label: "Website Agent", channel: "your website" },
  VoiceDemo: { name: "VoiceDemo", label: "Voice Agent", channel: "voice calls" },
  PhoneDemo: { name: "PhoneDemo", label: "Phone Agent", channel: "your phone line" },
  SMSDemo: { name: "SMSDemo", label: "SMS Agent", channel: "text messages" },
  ConversationalDemo: {
    name: "ConversationalDemo",
    label: "Conversational Agent",
    channel: "any channel",
  },
};

export function isDemoAgentName(value: string): value is DemoAgentName {
  return (demoAgentNames as readonly string[]).includes(value);
}

/**
 * The agent behind the site-wide chat launcher. The requirements name no agent for the widget; the
 * website demo agent exists in the studio (its frame is on /demo/WebsiteDemo), so the widget
 * also works against the real studio.
 */
export const siteWidgetAgent: DemoAgentName = "WebsiteDemo";
