import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { ChannelContent, FaqItem, PageCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

export const voiceChannel: ChannelContent = {
  eyebrow: "Voice AI assistants",
  actions: {
    primary: { label: "Build a Voice Agent", to: studio },
    secondary: { label: "Talk to the Demo", to: href("/demo/VoiceDemo") },
  },
  features: {
    title: "Conversations, not phone trees",
    intro:
      "Voice agents understand what callers mean, answer in a natural voice and get things done.",
    items: [
      {
        icon: "ear",
        title: "Understands natural speech",
        description: "Accents, interruptions and changes of mind are handled like a person would.",
      },
      {
        icon: "audio-lines",
        title: "Human-like voices",
        description: "Choose a voice that fits your brand, with natural pacing and intonation.",
      },
      {
        icon: "phone-call",
        title: "Phone and web",
        description: "Answer your phone line or add a talk button to your website and app.",
      },
      {
        icon: "globe",
        title: "Many languages",
        description: "Callers speak their own language and the agent answers in it.",
      },
      {
        icon: "timer",
        title: "No hold music",
        description: "Every caller is answered at once, however many call at the same time.",
      },
      {
        icon: "mic",
        title: "Takes action",
        description: "Books appointments, checks orders and transfers to a person when asked.",
      },
    ],
  },
  stats: {
    title: "Callers notice the difference",
    intro: "What businesses measure after moving first-line calls to a voice agent.",
    items: [
      { value: figures.fasterResponse, label: "faster response time" },
      { value: figures.channelCostReduction, label: "cost reduction" },
      { value: figures.support, label: "availability" },
      { value: figures.satisfaction, label: "customer satisfaction" },
    ],
  },
  steps: {
    title: "Give your business a voice",
    intro: "Set up once, answer every call.",
    items: [
      {
        title: "Create the agent",
        description: "Describe its job and add the knowledge it should answer from.",
      },
      {
        title: "Pick a voice",
        description: "Choose a voice and languages, and listen to it in the studio.",
      },
      {
        title: "Connect a line",
        description: "Forward your phone number or add the voice widget to your site.",
      },
    ],
  },
  cta: {
    title: "Let your customers simply talk",
    text: "Build a voice assistant free. No credit card required.",
    primary: { label: "Start Building Free", to: studio },
    secondary: { label: "Try the Phone Demo", to: href("/demo/PhoneDemo") },
  },
};

export const page: PageCopy = {
  path: href("/channels/voice"),
  title: "Voice AI Assistants",
  description:
    "Voice AI assistants that listen, understand and answer in natural speech on your website and phone lines, in many languages.",
  keywords: ["voice AI assistant", "AI phone agent", "speech AI"],
  heading: "Voice AI assistants that sound human",
  intro:
    "Let customers simply talk. Voice agents understand natural speech, answer out loud and resolve requests without hold music.",
};

export const faq: readonly FaqItem[] = [
  {
    question: "Can callers reach a person?",
    answer:
      "Yes. Callers can ask for a person at any time and the call is transferred with a summary.",
  },
  {
    question: "Do I need a new phone number?",
    answer: "No. Forward your existing number, or get a new one from the studio.",
  },
  {
    question: "Does the voice agent use the microphone on my website?",
    answer: "Only after the visitor presses the talk button and their browser asks for permission.",
  },
];
