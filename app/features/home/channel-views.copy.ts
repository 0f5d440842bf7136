// The words inside each channel card's small product picture (decorative, aria-hidden). Each
// conversation here is its own: no bubble repeats the hero's or the persona demo's.

export interface ViewBubble {
  from: "customer" | "agent";
  text: string;
}

/** Bar heights (px) of a drawn voice waveform. */
type Waveform = readonly number[];

export type ChannelViewData =
  | { kind: "chat"; agent: string; bubbles: readonly ViewBubble[] }
  | { kind: "whatsapp"; business: string; bubbles: readonly ViewBubble[] }
  | { kind: "voice"; status: string; transcript: string; wave: Waveform }
  | { kind: "app"; appName: string; bubbles: readonly ViewBubble[] }
  | { kind: "call"; caller: string; timer: string; wave: Waveform }
  | { kind: "web"; address: string; greeting: string }
  | { kind: "kiosk"; welcome: string; options: readonly string[] }
  | { kind: "sms"; contact: string; bubbles: readonly ViewBubble[] };

const speech: Waveform = [6, 12, 20, 14, 26, 18, 30, 22, 12, 24, 16, 8, 18, 28, 14, 20, 10, 6];

export const channelViews = {
  conversational: {
    kind: "chat",
    agent: "Operations Agent",
    bubbles: [
      { from: "customer", text: "Can I move my delivery to Friday?" },
      { from: "agent", text: "Yes: Friday 9–12 is free. Booked!" },
    ],
  },
  whatsapp: {
    kind: "whatsapp",
    business: "Northwind Outfitters",
    bubbles: [
      { from: "customer", text: "Is the blue rain jacket back in stock?" },
      { from: "agent", text: "Size M is back! Shall I hold one?" },
    ],
  },
  voice: {
    kind: "voice",
    status: "Listening…",
    transcript: "“A table for four at eight, please.”",
    wave: speech,
  },
  app: {
    kind: "app",
    appName: "Parcelly",
    bubbles: [
      { from: "customer", text: "Where is my parcel?" },
      { from: "agent", text: "Out for delivery, 2–4 pm today." },
    ],
  },
  phone: {
    kind: "call",
    caller: "Riverside Dental",
    timer: "01:24",
    wave: speech.slice(0, 12),
  },
  website: {
    kind: "web",
    address: "yourstore.com",
    greeting: "Hi! Want help choosing a plan?",
  },
  kiosk: {
    kind: "kiosk",
    welcome: "How can we help?",
    options: ["Find a product", "Check an order", "Call a colleague"],
  },
  sms: {
    kind: "sms",
    contact: "City Clinic",
    bubbles: [
      { from: "agent", text: "Your visit is tomorrow at 10:00. Reply C to confirm." },
      { from: "customer", text: "C" },
    ],
  },
} as const satisfies Record<string, ChannelViewData>;
