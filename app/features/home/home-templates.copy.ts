import { priceText } from "#app/features/pricing/prices.copy";
import { figures } from "#app/shared/copy/facts.copy";

// The home templates (docs/requirements/home.md): choosing one fills the prompt, and its title
// becomes the builder request's `type`.
export interface TemplatePreview {
  customerMessage: string;
  agentReply: string;
  /** The customer's second message and the agent's second answer: the conversation goes on. */
  followUp: string;
  followUpReply: string;
  channel: HeroChannel;
}

/** The channels the hero's device can show (named as the studio names them). */
export type HeroChannel = "WhatsApp" | "Web chat" | "SMS";

export interface HomeTemplate {
  id: number;
  title: string;
  prompt: string;
  preview: TemplatePreview;
}

export const homeTemplates: readonly HomeTemplate[] = [
  {
    id: 0,
    title: "Customer Support Bot",
    prompt:
      "Create a friendly customer support agent for our online store that answers questions about orders, shipping times, returns and refunds around the clock. It should look up an order by its number and the customer's email, explain our 30-day return policy in plain words, start a return when the item qualifies, and hand the conversation to a human teammate with a short summary whenever the customer is upset or asks for a person.",
    preview: {
      customerMessage: "Hi, my order #48213 hasn't arrived yet. Can you check where it is?",
      agentReply:
        "Of course! Order #48213 left our warehouse yesterday and is due on Thursday. Shall I text you the tracking link?",
      followUp: "Yes please, and can I change the address?",
      followUpReply:
        "Done: it now goes to 14 Park Lane, and the tracking link is on its way by text.",
      channel: "WhatsApp",
    },
  },
  {
    id: 1,
    title: "Sales Assistant",
    prompt:
      "Build a sales assistant for our B2B software website that greets visitors, asks about their team size and the problem they want to solve, recommends the plan that fits (Free Forever, Professional or Enterprise) with its price and main features, answers objections about security and onboarding, and offers to book a 30-minute demo with an account executive when the visitor is ready to talk.",
    preview: {
      customerMessage: "We're a team of 40. Which plan would work for us?",
      agentReply: `For 40 people, Professional fits best: ${priceText.professional} a month for ${priceText.allowance.professional} unique interactions. Would you like a demo this week?`,
      followUp: "Do we need the trial first, or can we start right away?",
      followUpReply: `Both work: the ${figures.freeTrial} trial is free, and your agents carry over when you upgrade. Shall I book Thursday at 10?`,
      channel: "Web chat",
    },
  },
  {
    id: 2,
    title: "Lead Qualifier",
    prompt:
      "Make a lead qualification agent that chats with new website visitors, asks for their name, company, role, budget range and timeline in a natural way rather than as a form, scores each lead as hot, warm or cold against our ideal customer profile, saves the answers to our CRM, and sends hot leads straight to the sales team's calendar while offering cold leads a helpful guide by email.",
    preview: {
      customerMessage: "I'm looking at tools for our sales team, maybe next quarter.",
      agentReply:
        "Great timing! May I ask how many reps you have and roughly what budget you're planning for?",
      followUp: "Eight reps, and we have budget set aside for the year.",
      followUpReply:
        "Thanks! That fits our team package well. I've sent you two times to meet our sales lead tomorrow.",
      channel: "Web chat",
    },
  },
  {
    id: 3,
    title: "FAQ Assistant",
    prompt:
      "Set up an FAQ assistant that answers the common questions about our company from our help center articles and policy pages: opening hours, locations, pricing, accounts and passwords, payments and invoices. It should quote the relevant article with a link, keep answers short and friendly, say honestly when it does not know, and offer to collect the visitor's email so our team can follow up.",
    preview: {
      customerMessage: "How do I reset my password?",
      agentReply:
        "Go to Settings, then Security, and choose Reset password. We'll email you a link that works for 30 minutes.",
      followUp: "The link expired. Can you send a new one?",
      followUpReply: "Sent! Check your inbox for a fresh link. It works for the next 30 minutes.",
      channel: "SMS",
    },
  },
  {
    id: 4,
    title: "Product Recommender",
    prompt:
      "Design a product recommendation agent for our outdoor gear shop that asks shoppers what activity they are planning, the season, their experience level and their budget, then suggests two or three products from our catalogue with a one-line reason for each, compares them side by side when asked, mentions current promotions, and adds the chosen product to the cart with a link to check out.",
    preview: {
      customerMessage: "I need a tent for a 3-day hike in autumn, under $300.",
      agentReply:
        "The TrailLite 2 ($249) is light and storm-rated, perfect for autumn hikes. Want to compare it with the Summit Dome?",
      followUp: "Yes, compare them please.",
      followUpReply:
        "TrailLite 2: 1.9 kg, quick pitch. Summit Dome: 2.6 kg, roomier. Both are storm-rated. Add one to your cart?",
      channel: "WhatsApp",
    },
  },
];

/** What the preview shows before a chip is chosen: the first template, marked as an example. */
export const previewTemplateWhenNoneChosen: HomeTemplate = homeTemplates[0]!;

export function findHomeTemplate(id: number | null | undefined): HomeTemplate | undefined {
  return id === null || id === undefined ? undefined : homeTemplates.find((t) => t.id === id);
}
