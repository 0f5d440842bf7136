/** One message of the scripted WhatsApp conversation. */
export interface ChatTurn {
  from: "customer" | "agent";
  text: string;
  time: string;
}

/** The sample conversation the WhatsApp demo plays beside its steps (a store's agent at work). */
export const whatsappChat = {
  title: "A sample conversation",
  text: "A shopper asks a store's agent on WhatsApp. Scripted for this page: press the button to chat with our real demo agent.",
  business: "Northwind Outfitters",
  online: "online",
  typing: "typing…",
  day: "Today",
  customerName: "Customer",
  agentName: "AI agent",
  replay: "Replay conversation",
  turns: [
    {
      from: "customer",
      text: "Hi! Do you have the Trailhead boots in size 42?",
      time: "09:41",
    },
    {
      from: "agent",
      text: "Hi Maya! Yes, three pairs left in size 42, in sand and charcoal. Shall I reserve a pair for you?",
      time: "09:41",
    },
    { from: "customer", text: "Charcoal, please. Can I pick them up today?", time: "09:42" },
    {
      from: "agent",
      text: "Done: charcoal, size 42, waits for you at our Market Street store until 8 PM. Your pickup code is NW-4821.",
      time: "09:42",
    },
    { from: "customer", text: "Perfect, thank you!", time: "09:42" },
  ],
} as const satisfies {
  turns: readonly ChatTurn[];
  [key: string]: unknown;
};

/** How the scripted conversation plays: a customer's message after a pause, an agent's after typing. */
export const whatsappChatTiming = { customerDelayMs: 1400, typingMs: 1600 } as const;
