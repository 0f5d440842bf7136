import type { IconName } from "#app/shared/icons/icon-names";
import { figures } from "#app/shared/copy/facts.copy";
import { href } from "#app/shared/site-map/href";

// The demo personas (docs/requirements/demos.md), each a two-turn exchange.
export type PersonaId = "support" | "sales" | "marketing" | "operations";

export interface ChatTurn {
  user: string;
  agent: string;
}

export interface Persona {
  id: PersonaId;
  label: string;
  agentName: string;
  customerName: string;
  icon: IconName;
  exchange: readonly [ChatTurn, ChatTurn];
}

export const personas: readonly Persona[] = [
  {
    id: "support",
    label: "Customer Support",
    agentName: "Support Agent",
    customerName: "Customer",
    icon: "headphones",
    exchange: [
      {
        user: "My wireless headphones stopped charging after two weeks. What can I do?",
        agent:
          "Sorry about that! They're covered by our 1-year warranty. Could you share your order number so I can set up a free replacement?",
      },
      {
        user: "Sure, it's order 58-3391.",
        agent:
          "Thanks! A replacement ships today with a prepaid return label in the box. You'll get the tracking link by email within the hour.",
      },
    ],
  },
  {
    id: "sales",
    label: "Sales",
    agentName: "Sales Agent",
    customerName: "Visitor",
    icon: "bar-chart-3",
    exchange: [
      {
        user: "We handle about 5,000 customer chats a month. Would your platform fit us?",
        agent:
          "Yes. At that volume the Professional plan covers you with room to grow, and most teams your size automate around 70% of their chats.",
      },
      {
        user: "Can we try it before we commit?",
        agent: `Absolutely: the ${figures.freeTrial} free trial needs no credit card. Shall I book a 20-minute onboarding call to set up your first agent?`,
      },
    ],
  },
  {
    id: "marketing",
    label: "Marketing",
    agentName: "Marketing Agent",
    customerName: "Shopper",
    icon: "megaphone",
    exchange: [
      {
        user: "I saw your spring sale ad. Which running shoes are on offer?",
        agent:
          "Welcome! The CloudRun and TrailPro lines are 25% off this week. Do you mostly run on roads or on trails?",
      },
      {
        user: "Mostly trails, on weekends.",
        agent:
          "Then the TrailPro 3 is your pick: grippy soles and a rock plate. Join our runners' list and I'll add an extra 10% code to your basket.",
      },
    ],
  },
  {
    id: "operations",
    label: "Operations",
    agentName: "Operations Agent",
    customerName: "Store manager",
    icon: "settings-2",
    exchange: [
      {
        user: "Do we have enough stock of the blue jackets for the weekend?",
        agent:
          "You have 42 in the Downtown store and 8 at the Airport store; last weekend you sold 31 across both. Airport will likely run out on Saturday.",
      },
      {
        user: "Move 15 from Downtown to Airport, please.",
        agent:
          "Done: transfer TR-2291 for 15 blue jackets is booked for tomorrow's 9 AM van, and both store managers have been notified.",
      },
    ],
  },
];

/** When each part of the exchange appears after a persona is chosen (docs/requirements/demos.md). */
export const personaRevealTimesMs = [1000, 3000, 5000] as const;

/** The demo's own controls, the same on the home page and /demo/ConversationalDemo. */
export const personaDemoCopy = {
  pickerLabel: "Choose a persona",
  inputLabel: "Message",
  inputPlaceholder: "Type a message...",
  send: "Send",
  hint: "This is a scripted preview, so typing is switched off here.",
  hintLink: "Chat with a live demo agent",
  hintHref: href("/demo/WebsiteDemo"),
} as const;
