import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { CaseStudyData, CtaCopy, PageCopy, Stat } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";
import type { CaseStudyVisual } from "#app/shared/sections/case-study";

/** Copy of /success-stories: three static case studies and the collective stats (docs/requirements/product.md). */

export const collectiveStats: readonly Stat[] = [
  { value: figures.companies, label: "companies served" },
  { value: figures.customerSavings, label: "saved by our customers" },
  { value: figures.conversations, label: "conversations handled" },
  { value: figures.retention, label: "customer retention" },
];

export const caseStudies: readonly CaseStudyData[] = [
  {
    id: "technology",
    industry: "Technology",
    company: "CloudNest",
    headline: "CloudNest answers developers in seconds instead of hours",
    summary: "A project-management SaaS with 40,000 users and a five-person support team.",
    challenge:
      "After CloudNest launched a free tier, support tickets doubled in a quarter. Most were setup and how-to questions already answered in the docs, and engineers were pulled off the roadmap to help clear the queue.",
    solution:
      "CloudNest trained a technical support agent on its documentation and release notes, placed it in the app and the help center, and connected it to Zendesk so unsolved cases arrive as tickets with the steps already tried.",
    results: [
      "72% of tickets resolved without an engineer",
      "First response time cut from 6 hours to under 20 seconds",
      "Support team moved two people to enterprise onboarding",
    ],
    metrics: { roi: "320%", timeToValue: "3 weeks", satisfaction: "96%" },
    quote: {
      text: "Our agent answers the how-to questions at 2 AM better than we did at 2 PM. Our engineers are back on the product, and customers get unstuck straight away.",
      author: "Priya Raman",
      role: "Head of Customer Success, CloudNest",
    },
  },
  {
    id: "healthcare",
    industry: "Healthcare",
    company: "Meridian Family Clinics",
    headline: "Meridian Family Clinics cut no-shows by more than half",
    summary: "A network of 12 family clinics serving 85,000 patients.",
    challenge:
      "Reception teams spent most of the morning on the phone booking and moving appointments, patients waited on hold, and 18% of appointments ended as no-shows.",
    solution:
      "Meridian launched a HIPAA-ready booking agent on its website and WhatsApp, connected to its scheduling system. Patients book, move and cancel visits in a chat and get reminders with preparation instructions.",
    results: [
      "No-show rate down from 18% to 7%",
      "60% of appointments now booked through the agent",
      "Call volume at reception down by 45%",
    ],
    metrics: { roi: "280%", timeToValue: "4 weeks", satisfaction: "94%" },
    quote: {
      text: "Patients love booking at any hour without waiting on hold, and our reception staff finally have time for the people standing in front of them.",
      author: "Dr. Marcus Hale",
      role: "Medical Director, Meridian Family Clinics",
    },
  },
  {
    id: "e-commerce",
    industry: "E-commerce",
    company: "Juniper & Co.",
    headline: "Juniper & Co. sailed through Black Friday without hiring",
    summary: "An online home-goods store on Shopify shipping to 14 countries.",
    challenge:
      "Sales events multiplied conversations fivefold. Most were 'where is my order?' and product questions, and replies took up to two days just when shoppers were deciding what to buy.",
    solution:
      "Juniper & Co. installed the Shopify shopping assistant. It tracks orders, recommends products from the live catalogue, answers delivery questions in three languages and follows up abandoned carts.",
    results: [
      "85% of order questions answered automatically",
      "18% of abandoned carts recovered",
      "Peak season covered 24/7 with the same team",
    ],
    metrics: { roi: "410%", timeToValue: "10 days", satisfaction: "97%" },
    quote: {
      text: "Black Friday used to mean weeks of backlog. This year the agent handled the rush, and it sold more than it answered.",
      author: "Lena Okafor",
      role: "E-commerce Director, Juniper & Co.",
    },
  },
];

/** Each story's agent at work, drawn as the channel mock-ups are (keyed by the study's id). */
export const caseStudyVisuals: Record<string, CaseStudyVisual> = {
  technology: {
    channel: "web",
    art: "sky",
    icon: "cpu",
    exchange: {
      agentName: "CloudNest Help",
      customer: "How do I connect a GitHub repo to my project?",
      agent:
        "Open Project settings, then Integrations, and choose GitHub. I can walk you through it step by step.",
      more: [{ from: "customer", text: "Yes please, step by step." }],
      quickReplies: [],
    },
  },
  healthcare: {
    channel: "whatsapp",
    art: "lagoon",
    icon: "heart-pulse",
    exchange: {
      agentName: "Meridian Clinics",
      customer: "Can I move Thursday's appointment to next week?",
      agent:
        "Of course. Dr. Hale is free on Tuesday at 9:30 or Wednesday at 2 PM. Which suits you?",
      more: [
        { from: "customer", text: "Tuesday at 9:30, please." },
        {
          from: "agent",
          text: "Booked: Tuesday, 9:30 with Dr. Hale. I'll send you a reminder the day before.",
        },
      ],
      quickReplies: [],
    },
  },
  "e-commerce": {
    channel: "app",
    art: "ember",
    icon: "shopping-bag",
    exchange: {
      agentName: "Juniper Assistant",
      customer: "Will my order make it before Sunday?",
      agent: "Yes! Order #48213 arrives Saturday between 9 and 12.",
      more: [{ from: "customer", text: "Great, and can I add a second lamp?" }],
      quickReplies: ["Track my order", "Talk to a person"],
    },
  },
};

export const page: PageCopy = {
  path: href("/success-stories"),
  title: "Customer Success Stories",
  description:
    "Case studies from technology, healthcare and e-commerce companies: the challenge, the AI agent they built, and the ROI they measured.",
  keywords: ["AI case studies", "chatbot success stories", "customer results"],
  heading: "Results our customers measured",
  intro:
    "Three companies, three industries, one outcome: faster answers at a fraction of the cost.",
};

/** Headings of the sections of /success-stories. */
export const sections = {
  eyebrow: "Success stories",
  stats: { label: "Our customers together" },
  caseStudies: { title: "Case studies" },
} as const;

export const cta: CtaCopy = {
  title: "Write your own success story",
  text: "Start with the use case that costs you the most time. Most customers see results within weeks.",
  primary: { label: "Start Building Free", to: studio },
  secondary: { label: "Calculate Your ROI", to: href("/roi-calculator") },
};
