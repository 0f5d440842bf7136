import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { Stat, PageCopy, CtaCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

/** Copy of /about: mission, impact figures, four values (docs/requirements/product.md). */

export const mission = {
  statement:
    "Give every business, whatever its size, an AI agent that serves its customers as well as its best employee would: instantly, accurately and in a voice that is unmistakably its own.",
  /** What the picture beside the statement shows, for screen readers. */
  pictureLabel:
    "One agent answering customers on a phone call, on WhatsApp and by text message at the same time.",
  storyTitle: "How we got here",
  story: [
    {
      title: "The hard way",
      text: "We started as a small team that had spent years building chatbots the hard way: months of development, brittle decision trees and agents that frustrated the customers they were meant to help.",
    },
    {
      title: "What changed",
      text: "Large language models changed what an agent can understand, but not who could build one. So we built a platform where anyone who knows their business can describe the agent they need, teach it with their own documents and put it on every channel their customers use, without writing code.",
    },
    {
      title: "Where we are today",
      text: "Today businesses in more than fifty industries run their customer conversations on the platform, from two-person shops to global enterprises.",
    },
  ],
} as const;

/** The words inside the story's three small pictures (decorative: the text tells the story). */
export const storyPictures = {
  decisionTree: {
    bot: "Old bot",
    customer: "I need to change my address",
    reply: "Sorry, I didn't understand. Choose 1, 2 or 3.",
    options: ["1 Orders", "2 Returns", "3 Other"],
  },
  describe: {
    label: "Describe your agent",
    text: "Answer order and return questions in our friendly voice, and hand upset customers to Sam.",
    action: "Create agent",
  },
  everywhere: { live: "Live", agent: "Support agent" },
} as const;

export const impactFigures: readonly Stat[] = [
  { value: figures.agentsCreated, label: "agents created" },
  { value: figures.companies, label: "companies" },
  { value: figures.industries, label: "industries" },
  { value: figures.conversations, label: "conversations handled" },
];

interface Value {
  title: string;
  description: string;
}

export const values: readonly Value[] = [
  {
    title: "Customers first",
    description:
      "We judge every feature by one question: does it help our customers serve their customers better?",
  },
  {
    title: "Simplicity wins",
    description:
      "Powerful should not mean complicated. If a business owner can't set it up in minutes, we keep working on it.",
  },
  {
    title: "Trust by design",
    description:
      "Conversations are private. We encrypt everything, collect only what we need and never use one customer's data to train another's agent.",
  },
  {
    title: "Humans in the loop",
    description:
      "AI should make people more effective, not invisible. Every agent knows when to hand a conversation to a person.",
  },
];

export const page: PageCopy = {
  path: href("/about"),
  title: "About Us",
  description:
    "Our mission is to give every business an AI agent that serves its customers as well as its best employee. Meet the values behind the platform.",
  keywords: ["about AI Agent Platform", "conversational AI company", "our mission"],
  heading: "We help businesses talk to every customer",
  intro:
    "We build the platform that lets any business create AI agents that sound human, know the business and never sleep.",
};

/** Section headings of /about. */
export const sections = {
  eyebrow: "About us",
  mission: { title: "Our mission" },
  impact: { title: "Our impact so far", label: "Our impact" },
  values: {
    title: "What we value",
    intro: "Four principles that guide what we build and how we work with our customers.",
  },
} as const;

export const cta: CtaCopy = {
  title: "Build your first agent with us",
  text: "Join the companies that answer every customer, on every channel, around the clock.",
  primary: { label: "Start Building Free", to: studio },
  secondary: { label: "Contact Us", to: href("/contact") },
};
