// Apart from product-visuals so the home page's first view carries only these words.
export const templateStudio = {
  windowTitle: "Agent Studio",
  knowledgeLabel: "Knowledge base",
  channelsLabel: "Channels",
  channels: ["Web chat", "WhatsApp", "SMS", "Phone call"],
  /** By template id (the preview always shows a template, the first one before a choice). */
  knowledge: {
    0: ["Order system", "Return policy.pdf", "Shipping FAQ"],
    1: ["Plans and pricing", "Security overview", "Demo calendar"],
    2: ["Ideal customer profile", "CRM", "Sales calendar"],
    3: ["Help center articles", "Policy pages", "Opening hours"],
    4: ["Product catalogue", "Current promotions", "Cart"],
  } as Record<number, readonly string[]>,
} as const;
