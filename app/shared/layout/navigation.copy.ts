import { href } from "#app/shared/site-map/href";
import { figures } from "#app/shared/copy/facts.copy";

/** Menus of the navigation bar and the footer (docs/requirements/site.md). */
interface NavEntry {
  title: string;
  subtitle: string;
  description: string;
  href: string;
}
interface NavMenu {
  label: string;
  entries: NavEntry[];
}

export const navMenus: NavMenu[] = [
  {
    label: "Pricing",
    entries: [
      {
        title: "Pricing Plans",
        subtitle: "Free, Professional and Enterprise",
        description: "Start free forever, or scale up by unique interactions per month.",
        href: href("/pricing"),
      },
      {
        title: "Pay As You Go",
        subtitle: "Pay per unique conversation",
        description: "Estimate your monthly cost with tiered per-conversation rates.",
        href: href("/pay-as-you-go"),
      },
      {
        title: "ROI Calculator",
        subtitle: "See what you save",
        description: "Work out the savings and payback time of automating support.",
        href: href("/roi-calculator"),
      },
    ],
  },
  {
    label: "Explore",
    entries: [
      {
        title: "No-Code Builder",
        subtitle: "Build without developers",
        description: "Design, train and launch agents in a visual studio.",
        href: href("/no-code-builder"),
      },
      {
        title: "Use Cases",
        subtitle: "What teams automate",
        description: "Support, sales, scheduling, education and HR agents in action.",
        href: href("/use-cases"),
      },
      {
        title: "Industry Use Cases",
        subtitle: `Solutions for ${figures.industrySolutions} industries`,
        description: "How healthcare, retail, finance and more put agents to work.",
        href: href("/industry-use-cases"),
      },
      {
        title: "Benefits",
        subtitle: "Why it pays off",
        description: "Lower costs, faster answers and happier customers, in numbers.",
        href: href("/benefits"),
      },
      {
        title: "Success Stories",
        subtitle: "Customer results",
        description: "Case studies with the challenge, the solution and the ROI.",
        href: href("/success-stories"),
      },
      {
        title: "About Us",
        subtitle: "Our mission",
        description: "The team and the values behind the platform.",
        href: href("/about"),
      },
    ],
  },
  {
    label: "Channels",
    entries: [
      {
        title: "All Integrations",
        subtitle: "16 platforms",
        description: "CMS, e-commerce, ERP and CRM integrations in one directory.",
        href: href("/integrations"),
      },
      {
        title: "Standalone Agents",
        subtitle: "Your own agent page",
        description: "A hosted agent with its own link, no website needed.",
        href: href("/channels/standalone"),
      },
      {
        title: "AI Chatbot",
        subtitle: "Website chat",
        description: "Add an AI chat widget to any site with one script tag.",
        href: href("/channels/chatbot"),
      },
      {
        title: "Voice AI",
        subtitle: "Voice assistants",
        description: "Agents that listen and speak, on the web and on the phone.",
        href: href("/channels/voice"),
      },
      {
        title: "WhatsApp Business",
        subtitle: "Messaging",
        description: "Answer customers on WhatsApp around the clock.",
        href: href("/channels/whatsapp"),
      },
      {
        title: "Mobile App",
        subtitle: "iOS and Android SDK",
        description: "Put your agent inside your app in a few lines of code.",
        href: href("/channels/app"),
      },
      {
        title: "Shopify",
        subtitle: "E-commerce",
        description: "A shopping assistant that knows your catalogue and orders.",
        href: href("/channels/shopify"),
      },
      {
        title: "Salesforce",
        subtitle: "CRM",
        description: "Agents that read and update your Salesforce records.",
        href: href("/channels/salesforce"),
      },
      {
        title: "Zendesk",
        subtitle: "Help desk",
        description: "Resolve tickets automatically and hand off to your agents.",
        href: href("/channels/zendesk"),
      },
    ],
  },
];

/** Plain links beside the dropdowns on large screens. */
export const navLinks = [
  // Not in docs/requirements/site.md's bar: the templates gallery needs a way in from the header.
  { label: "Templates", href: href("/templates") },
  { label: "Integrations", href: href("/integrations") },
  { label: "Contact Us", href: href("/contact") },
] as const;

/** The small-screen menu's first entries, as the specification names them. */
export const mobileNavLinks = [
  { label: "Pricing Plans", href: href("/pricing") },
  { label: "Pay As You Go", href: href("/pay-as-you-go") },
  { label: "ROI Calculator", href: href("/roi-calculator") },
  { label: "Contact Us", href: href("/contact") },
] as const;

export const footerColumns = [
  {
    title: "Solutions",
    links: [
      { label: "Retail", href: href("/industry/:slug", { slug: "retail" }) },
      { label: "Healthcare", href: href("/industry/:slug", { slug: "healthcare" }) },
      {
        label: "Financial Services",
        href: href("/industry/:slug", { slug: "financial-services" }),
      },
      { label: "Use Cases", href: href("/use-cases") },
      { label: "ConvExchange", href: href("/convexchange") },
      // Not in docs/requirements/site.md's footer: the agents overview page needs a way in.
      { label: "AI Agents", href: href("/agents") },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: href("/about") },
      { label: "Success Stories", href: href("/success-stories") },
      { label: "Blog", href: href("/blog") },
      // Not in docs/requirements/site.md's footer either: the gallery's way in from every page.
      { label: "Templates", href: href("/templates") },
      { label: "Contact", href: href("/contact") },
      { label: "Pricing", href: href("/pricing") },
      { label: "Security & Compliance", href: href("/security-compliance") },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", href: href("/privacy") },
      { label: "Terms of Service", href: href("/terms") },
      { label: "Cookie Policy", href: href("/cookies") },
    ],
  },
] as const;
