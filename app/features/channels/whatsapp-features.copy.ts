/** The chat in the /channels/whatsapp features phone: one turn per feature, same order. */
export const whatsappFeatureChat = {
  agentName: "Velo Works",
  label: "A WhatsApp chat that shows each feature",
  turns: [
    { from: "customer", text: "Hi! Where is my order #48213?" },
    { from: "agent", text: "Hi Sara! It left our warehouse today and arrives Saturday, 9–12." },
    { from: "customer", text: "Can I also book a bike service next week?" },
    {
      from: "agent",
      text: "Tuesday 10:00 or Thursday 15:30?",
      quickReplies: ["Tue 10:00", "Thu 15:30"],
    },
    { from: "customer", text: "¿Podéis mandarme la factura?" },
    { from: "agent", text: "¡Claro! Aquí la tienes: factura-48213.pdf" },
    { from: "agent", text: "Anna from our team joins now and sees this chat." },
  ],
} as const;
