/**
 * Title, description, keywords, heading and introduction of every page with a fixed URL.
 * One table so that titles and descriptions stay unique (tested in app/lib/seo.test.ts).
 */
export interface PageCopy {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  heading: string;
  intro: string;
}

const pages = {
  home: {
    path: "/",
    title: "AI Agent Platform",
    description:
      "Describe the AI agent you need and launch it in minutes: no-code conversational agents for support, sales and operations on chat, voice, WhatsApp and more.",
    keywords: ["AI agent builder", "no-code chatbot", "create AI agent"],
    heading: "Build AI agents that talk like your best people",
    intro:
      "Describe what your agent should do. We build it, train it and put it on every channel your customers use, with no code and no credit card.",
  },
  benefits: {
    path: "/benefits",
    title: "Benefits of AI Agents",
    description:
      "Cut support costs by 85%, answer 3x faster and keep 95% of customers satisfied with no-code AI agents that work 24/7.",
    keywords: ["AI agent benefits", "support cost reduction", "customer satisfaction"],
    heading: "Benefits that show up on the balance sheet",
    intro:
      "AI agents answer instantly, around the clock, in every channel, and hand the hard cases to your team with the full context.",
  },
  pricing: {
    path: "/pricing",
    title: "Pricing Plans",
    description:
      "Simple pricing by unique interactions per month: Free Forever, Professional at $99 per month with a 14-day free trial, and Enterprise.",
    keywords: ["AI agent pricing", "chatbot pricing", "free AI chatbot"],
    heading: "Simple pricing that grows with you",
    intro:
      "Pay for unique interactions per month, not for seats. Start free forever and upgrade when your agents get busy.",
  },
  payAsYouGo: {
    path: "/pay-as-you-go",
    title: "Pay As You Go Pricing",
    description:
      "Pay per unique conversation from $0.004 to $0.01 with tiered rates, no setup fees and a 14-day free trial. Estimate your monthly cost.",
    keywords: ["pay as you go AI", "per conversation pricing", "AI cost calculator"],
    heading: "Pay only for the conversations you have",
    intro:
      "Tiered per-conversation rates that fall as you grow. No setup fees, no commitment, and a 14-day free trial.",
  },
  roiCalculator: {
    path: "/roi-calculator",
    title: "ROI Calculator",
    description:
      "Estimate the monthly and annual savings, return on investment and payback time of automating customer conversations with AI agents.",
    keywords: ["AI ROI calculator", "chatbot ROI", "support automation savings"],
    heading: "Calculate your return on AI agents",
    intro:
      "Enter your team size and salaries to see what automating routine conversations could save you each month and each year.",
  },
  convexchange: {
    path: "/convexchange",
    title: "ConvExchange Agent Marketplace",
    description:
      "ConvExchange is the marketplace where businesses share, discover and reuse proven conversational AI agents, flows and knowledge packs.",
    keywords: ["AI agent marketplace", "conversation templates", "ConvExchange"],
    heading: "ConvExchange: the exchange for proven conversations",
    intro:
      "Discover agents, conversation flows and knowledge packs that other businesses have already proven, and launch them as your own.",
  },
  useCases: {
    path: "/use-cases",
    title: "AI Agent Use Cases",
    description:
      "Customer support, lead generation, e-commerce, appointment scheduling, education and HR: see what 500+ companies automate with AI agents.",
    keywords: ["AI agent use cases", "chatbot examples", "conversational AI uses"],
    heading: "What teams automate with AI agents",
    intro:
      "From answering support tickets to booking appointments, AI agents take on the repetitive conversations so your people can do the rest.",
  },
  industryUseCases: {
    path: "/industry-use-cases",
    title: "AI Agents by Industry",
    description:
      "How healthcare, financial services, retail, education, automotive, manufacturing, logistics and technology companies use AI agents.",
    keywords: ["industry AI solutions", "AI in healthcare", "AI in retail"],
    heading: "AI agents for every industry",
    intro:
      "Eight industries, one platform: agents trained on your domain, your rules and your systems.",
  },
  successStories: {
    path: "/success-stories",
    title: "Customer Success Stories",
    description:
      "Case studies from technology, healthcare and e-commerce companies: the challenge, the AI agent they built, and the ROI they measured.",
    keywords: ["AI case studies", "chatbot success stories", "customer results"],
    heading: "Results our customers measured",
    intro:
      "Three companies, three industries, one outcome: faster answers at a fraction of the cost.",
  },
  blog: {
    path: "/blog",
    title: "Blog",
    description:
      "Guides, product news and lessons from the field on building, training and deploying conversational AI agents.",
    keywords: ["AI agent blog", "conversational AI guides", "chatbot best practices"],
    heading: "Insights on conversational AI",
    intro: "Guides, product updates and lessons from teams that run AI agents in production.",
  },
  templates: {
    path: "/templates",
    title: "AI Agent Templates",
    description:
      "Browse ready-made AI agent templates for customer service, education, small business, HR, travel and chatbots. Join 7,000+ agents created.",
    keywords: ["AI agent templates", "chatbot templates", "prebuilt AI agents"],
    heading: "Start from one of our agent templates",
    intro:
      "Over 7,000+ agents have been created on the platform. Pick a proven template, adapt it to your business and go live today.",
  },
  integrations: {
    path: "/integrations",
    title: "Integrations",
    description:
      "Connect AI agents to WordPress, Shopify, Salesforce, SAP, HubSpot and 11 more platforms across CMS, e-commerce, ERP and CRM.",
    keywords: ["AI agent integrations", "chatbot integrations", "CRM chatbot"],
    heading: "Integrations for the tools you already use",
    intro:
      "Sixteen integrations across content management, e-commerce, ERP and CRM, so your agents can read and act on your data.",
  },
  noCodeBuilder: {
    path: "/no-code-builder",
    title: "No-Code AI Agent Builder",
    description:
      "Design, train and deploy conversational AI agents in a visual builder: knowledge bases, personalities, actions and channels without code.",
    keywords: ["no-code AI builder", "visual chatbot builder", "AI agent studio"],
    heading: "The no-code builder for conversational AI",
    intro:
      "Everything you need to design, train, test and launch an AI agent, in one visual studio that anyone on your team can use.",
  },
  securityCompliance: {
    path: "/security-compliance",
    title: "Security & Compliance",
    description:
      "TLS 1.3 and AES-256 encryption, SOC 2 Type II, ISO 27001, GDPR and HIPAA ready, role-based access and 99.9% uptime.",
    keywords: ["AI security", "SOC 2 chatbot", "GDPR AI agent"],
    heading: "Enterprise-grade security and compliance",
    intro:
      "Your customers' conversations are protected in transit and at rest, and our controls are audited against the standards you rely on.",
  },
  architecture: {
    path: "/architecture",
    title: "Platform Architecture",
    description:
      "How a conversation flows through the platform: input channels, security layer, AI engine, knowledge base, APIs, actions, human handoff and analytics.",
    keywords: ["AI agent architecture", "conversational AI platform", "AI engine"],
    heading: "How the platform handles every conversation",
    intro:
      "Follow a message from the channel it arrives on to the answer, the action and the analytics, through eight building blocks.",
  },
  about: {
    path: "/about",
    title: "About Us",
    description:
      "Our mission is to give every business an AI agent that serves its customers as well as its best employee. Meet the values behind the platform.",
    keywords: ["about AI Agent Platform", "conversational AI company", "our mission"],
    heading: "We help businesses talk to every customer",
    intro:
      "We build the platform that lets any business create AI agents that sound human, know the business and never sleep.",
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description:
      "Talk to our team about AI agents for your business. Send us a message, call us Monday to Friday 9 AM - 6 PM EST, or visit our San Francisco office.",
    keywords: ["contact sales", "AI agent demo", "customer support"],
    heading: "Get in touch",
    intro:
      "Questions about the platform, pricing or a custom deployment? Send us a message and we'll get back to you within 24 hours.",
  },
  agents: {
    path: "/agents",
    title: "AI Agents for Every Channel",
    description:
      "Phone, chatbot, WhatsApp, voice, Messenger, mobile app, Shopify and presentation agents: try a demo and see the future of customer service.",
    keywords: ["AI agents", "voice agent", "WhatsApp agent"],
    heading: "The Future of Customer Service",
    intro:
      "AI agents that answer every customer on the channel they prefer, instantly, in a voice that sounds like your brand.",
  },
  privacyPolicy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "What this website collects (contact inquiries, agent descriptions, your cookie choice), why, how long we keep it and your rights under the GDPR.",
    keywords: ["privacy policy", "GDPR", "data protection"],
    heading: "Privacy Policy",
    intro: "How we collect, use and protect the information you share with us on this website.",
  },
  terms: {
    path: "/terms",
    title: "Terms of Service",
    description:
      "The terms that apply when you use this website, its demos and calculators, and when you send us an inquiry or create an agent.",
    keywords: ["terms of service", "terms and conditions", "website terms"],
    heading: "Terms of Service",
    intro: "The rules for using this website, its demos, calculators and forms.",
  },
  cookies: {
    path: "/cookies",
    title: "Cookie Policy",
    description:
      "Which cookies and local storage this website uses, what each one is for, and how to change your cookie choice at any time.",
    keywords: ["cookie policy", "cookie consent", "local storage"],
    heading: "Cookie Policy",
    intro: "What we store in your browser, why, and how you can change your choice.",
  },
  channelStandalone: {
    path: "/channels/standalone",
    title: "Standalone AI Agents",
    description:
      "Launch an AI agent on its own hosted page with a shareable link and QR code: no website, no code, live in minutes.",
    keywords: ["standalone AI agent", "hosted chatbot page", "AI agent link"],
    heading: "Standalone AI agents with their own page",
    intro:
      "Give your agent a home of its own: a hosted, branded page you can share by link, QR code or e-mail signature.",
  },
  channelChatbot: {
    path: "/channels/chatbot",
    title: "AI Chatbot for Your Website",
    description:
      "Add an AI chatbot to any website with one script tag. It answers questions, captures leads and books meetings, 24/7.",
    keywords: ["website AI chatbot", "chat widget", "AI chatbot integration"],
    heading: "An AI chatbot on your website in one line of code",
    intro:
      "Paste one script tag and your site has an agent that knows your products, answers in seconds and captures every lead.",
  },
  channelVoice: {
    path: "/channels/voice",
    title: "Voice AI Assistants",
    description:
      "Voice AI assistants that listen, understand and answer in natural speech on your website and phone lines, in many languages.",
    keywords: ["voice AI assistant", "AI phone agent", "speech AI"],
    heading: "Voice AI assistants that sound human",
    intro:
      "Let customers simply talk. Voice agents understand natural speech, answer out loud and resolve requests without hold music.",
  },
  channelWhatsapp: {
    path: "/channels/whatsapp",
    title: "WhatsApp Business AI Agent",
    description:
      "Answer customers on WhatsApp around the clock with an AI agent: order updates, bookings and support, connected by scanning a QR code.",
    keywords: ["WhatsApp AI agent", "WhatsApp Business chatbot", "WhatsApp automation"],
    heading: "Your AI agent on WhatsApp Business",
    intro:
      "Meet customers where they already chat. Connect your agent to WhatsApp by scanning a QR code and answer every message instantly.",
  },
  channelApp: {
    path: "/channels/app",
    title: "Mobile App AI Integration",
    description:
      "Put your AI agent inside your iOS and Android apps with the mobile SDK: initialize with your key, then show the agent.",
    keywords: ["mobile AI SDK", "in-app chatbot", "iOS Android AI agent"],
    heading: "AI agents inside your mobile app",
    intro:
      "Add a conversational agent to your iOS or Android app with a few lines of code: initialize with your key, then show it.",
  },
  channelShopify: {
    path: "/channels/shopify",
    title: "Shopify AI Agent",
    description:
      "A Shopify AI shopping assistant that recommends products, tracks orders and recovers carts. Plans from $29 per month.",
    keywords: ["Shopify AI agent", "Shopify chatbot", "e-commerce AI assistant"],
    heading: "The AI shopping assistant for Shopify stores",
    intro:
      "Install the agent from your Shopify admin and let it recommend products, answer order questions and recover abandoned carts.",
  },
  channelSalesforce: {
    path: "/channels/salesforce",
    title: "Salesforce AI Agent",
    description:
      "Connect AI agents to Salesforce Sales Cloud: qualify leads, update records, log conversations and route opportunities automatically.",
    keywords: ["Salesforce AI agent", "Salesforce chatbot", "CRM automation"],
    heading: "AI agents that work inside Salesforce",
    intro:
      "Your agent reads and writes Salesforce records, so every conversation becomes a qualified lead, an updated case or a logged activity.",
  },
  channelZendesk: {
    path: "/channels/zendesk",
    title: "Zendesk AI Agent",
    description:
      "Resolve Zendesk tickets automatically with an AI agent that answers from your help center and hands off to your team with context.",
    keywords: ["Zendesk AI agent", "Zendesk chatbot", "ticket automation"],
    heading: "AI agents for Zendesk support teams",
    intro:
      "Deflect repetitive tickets, answer from your help center and pass the rest to your agents with the whole conversation attached.",
  },
  demoWhatsapp: {
    path: "/demo/WhatsappDemo",
    title: "WhatsApp Agent Demo",
    description:
      "See how an AI agent goes live on WhatsApp in six steps, then start a WhatsApp chat with our demo agent.",
    keywords: ["WhatsApp demo", "WhatsApp AI agent demo", "WhatsApp chatbot"],
    heading: "Chat with our agent on WhatsApp",
    intro:
      "Six steps from an idea to an agent answering on WhatsApp. Press the button to start a WhatsApp chat with our demo agent.",
  },
  demoConversational: {
    path: "/demo/ConversationalDemo",
    title: "Conversational AI Demo",
    description:
      "Watch AI agents for support, sales, marketing and operations hold real conversations, then try one yourself.",
    keywords: ["conversational AI demo", "AI chatbot demo", "AI agent personas"],
    heading: "Conversational AI in action",
    intro:
      "Pick a persona and watch an AI agent handle a real customer conversation from the first question to the resolution.",
  },
  demoKiosk: {
    path: "/demo/KioskDemo",
    title: "Kiosk Agent Demo",
    description:
      "Try an AI agent on a self-service kiosk: a touch screen that answers visitors' questions in a lobby, store or venue.",
    keywords: ["kiosk AI demo", "self-service kiosk AI", "AI kiosk agent"],
    heading: "An AI agent on a self-service kiosk",
    intro: "Tap the KioskDemo app to talk to an agent built for lobbies, stores and venues.",
  },
  demoWebsite: {
    path: "/demo/WebsiteDemo",
    title: "Website Agent Demo",
    description:
      "Chat with a website AI agent right here, then copy the one-line embed code to add it to your own site.",
    keywords: ["website chatbot demo", "AI chat widget demo", "embed AI agent"],
    heading: "Try the website agent",
    intro: "This is the agent your visitors would meet on your site. Ask it anything.",
  },
  demoMobile: {
    path: "/demo/MobileDemo",
    title: "Mobile App Agent Demo",
    description:
      "Open the agent app on a phone mock-up and talk to an AI agent the way your customers would in your mobile app.",
    keywords: ["mobile AI agent demo", "in-app AI demo", "AI assistant app"],
    heading: "An AI agent inside a mobile app",
    intro: "Tap the agent app on the phone below to open the conversation.",
  },
  demoVoice: {
    path: "/demo/VoiceDemo",
    title: "Voice Agent Demo",
    description:
      "Talk to our voice AI demo agent in your browser and see how voice agents answer customers in natural speech.",
    keywords: ["voice AI demo", "voice agent demo", "speech chatbot demo"],
    heading: "Voice Agent Demo",
    intro:
      "Speak or type to our demo agent and hear how a voice AI assistant handles real questions.",
  },
  demoPhone: {
    path: "/demo/PhoneDemo",
    title: "Phone Agent Demo",
    description:
      "Try our phone AI demo agent: the assistant that answers your business line, books appointments and routes calls.",
    keywords: ["phone AI demo", "AI receptionist demo", "call center AI"],
    heading: "Phone Agent Demo",
    intro: "Meet the agent that answers your phone line, day and night.",
  },
  demoSms: {
    path: "/demo/SMSDemo",
    title: "SMS Agent Demo",
    description:
      "Try our SMS AI demo agent: text-message conversations for reminders, order updates and support, fully automated.",
    keywords: ["SMS AI demo", "text message chatbot", "SMS automation"],
    heading: "SMS Agent Demo",
    intro:
      "Text-message conversations that confirm, remind and resolve without a human in the loop.",
  },
} satisfies Record<string, PageCopy>;

export type PageKey = keyof typeof pages;
export const pageCopy: Record<PageKey, PageCopy> = pages;
