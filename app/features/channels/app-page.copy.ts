import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { ChannelContent, FaqItem, PageCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

interface SdkSnippet {
  id: "ios" | "android";
  label: string;
  lang: "swift" | "kotlin";
  code: string;
}

export const sdkSection = {
  title: "Mobile SDK",
  /** Each snippet's button: "Copy", and for screen readers "Copy iOS (Swift) code". */
  copyButton: { visible: "Copy", hiddenAfterLabel: "code" },
  intro:
    "Two calls are all it takes: initialize the SDK with your agent key when the app starts, then show the agent wherever your users need help.",
  snippets: [
    {
      id: "ios",
      label: "iOS (Swift)",
      lang: "swift",
      code: `import AgentSDK

// 1. Initialize once with your key, e.g. in AppDelegate
AgentSDK.initialize(apiKey: "YOUR_AGENT_KEY")

// 2. Show the agent from any view controller
AgentSDK.show(from: self)`,
    },
    {
      id: "android",
      label: "Android (Kotlin)",
      lang: "kotlin",
      code: `import com.aiagentplatform.sdk.AgentSDK

// 1. Initialize once with your key, in Application.onCreate()
AgentSDK.initialize(context = this, apiKey = "YOUR_AGENT_KEY")

// 2. Show the agent from any Activity
AgentSDK.show(activity = this)`,
    },
  ] satisfies SdkSnippet[],
};

export const appChannel: ChannelContent = {
  eyebrow: "Mobile app AI integration",
  actions: {
    primary: { label: "Get Your Agent Key", to: studio },
    secondary: { label: "See the Mobile Demo", to: href("/demo/MobileDemo") },
  },
  features: {
    title: "Native help inside your app",
    intro: "Your users get answers without leaving the app, in a chat that looks like it belongs.",
    items: [
      {
        icon: "smartphone",
        title: "iOS and Android",
        description: "Native SDKs for Swift and Kotlin, with the same agent on both platforms.",
      },
      {
        icon: "palette",
        title: "Looks like your app",
        description: "Fonts, colours and the launcher follow your design system.",
      },
      {
        icon: "bot",
        title: "Knows the user",
        description:
          "Pass the signed-in user's context so answers are personal from the first line.",
      },
      {
        icon: "bell",
        title: "Push notifications",
        description: "Users hear back when the agent or your team replies while the app is closed.",
      },
      {
        icon: "wifi-off",
        title: "Handles bad networks",
        description: "Messages queue while offline and send when the connection returns.",
      },
      {
        icon: "shield-check",
        title: "Secure by default",
        description: "TLS 1.3 in transit and AES-256 at rest for every conversation.",
      },
    ],
  },
  stats: {
    title: "In-app support that pays off",
    intro: "What apps see after adding the agent.",
    items: [
      { value: figures.faster, label: "faster answers" },
      { value: figures.costReduction, label: "cost reduction" },
      { value: figures.satisfaction, label: "user satisfaction" },
      { value: figures.support, label: "support" },
    ],
  },
  steps: {
    title: "Ship it in your next release",
    intro: "Add the SDK, initialize it, show the agent.",
    items: [
      {
        title: "Create the agent and copy its key",
        description: "Build the agent in the studio; its key is on the publish tab.",
      },
      {
        title: "Add the SDK",
        description: "Swift Package Manager or CocoaPods on iOS, Gradle on Android.",
      },
      {
        title: "Initialize, then show",
        description: "Initialize with your key at start-up and show the agent from a help button.",
      },
    ],
  },
  cta: {
    title: "Put an AI agent in your app",
    text: "Create the agent free and get your key in minutes.",
    primary: { label: "Start Building Free", to: studio },
    secondary: { label: "Talk to Us", to: href("/contact") },
  },
};

export const page: PageCopy = {
  path: href("/channels/app"),
  title: "Mobile App AI Integration",
  description:
    "Put your AI agent inside your iOS and Android apps with the mobile SDK: initialize with your key, then show the agent.",
  keywords: ["mobile AI SDK", "in-app chatbot", "iOS Android AI agent"],
  heading: "AI agents inside your mobile app",
  intro:
    "Add a conversational agent to your iOS or Android app with a few lines of code: initialize with your key, then show it.",
};

export const faq: readonly FaqItem[] = [
  {
    question: "How much does the SDK add to my app?",
    answer: "The SDK is small and has no third-party dependencies; the chat loads on demand.",
  },
  {
    question: "Can I use my own chat interface?",
    answer: "Yes. Use the SDK's conversation API and draw the messages with your own views.",
  },
  {
    question: "Does it work with React Native or Flutter?",
    answer: "Yes, through thin wrappers around the native SDKs.",
  },
];
