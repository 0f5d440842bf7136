import { studio } from "#app/shared/links/link-target";
import type { ChatMessage, FaqItem } from "#app/shared/copy/types";
import type { IconName } from "#app/shared/icons/icon-names";
import { figures } from "#app/shared/copy/facts.copy";
import { healthcareSchedule, type ChallengeSchedule } from "./challenge-schedule.copy";

// The other industries follow the shape of the required three, so no overview link is a dead
// end. `capabilities` follows `features` in order and titles (tested).
interface IndustryPageCopy {
  name: string;
  icon: IconName;
  /** The overview card's text. */
  description: string;
  features: readonly string[];
  overview: string;
  challenges: readonly { title: string; description: string }[];
  /** Shows the agent answering the challenges, in place of their cards. */
  challengeSchedule?: ChallengeSchedule;
  capabilities: readonly { title: string; description: string }[];
  agentName: string;
  conversation: readonly ChatMessage[];
  assurance: { title: string; text: string };
  faqs: readonly FaqItem[];
}

/** Each industry, keyed by its slug: a new industry is one entry here. */
const entries = {
  healthcare: {
    icon: "heart-pulse",
    name: "Healthcare",
    description:
      "Book appointments, answer patient questions and send reminders while keeping health data private.",
    features: ["Appointment booking", "Symptom triage guidance", "Prescription refill reminders"],
    overview:
      "Patients expect answers at any hour, and front desks are stretched. A healthcare agent books and moves appointments, explains how to prepare for a visit and reminds patients about refills, so your staff can focus on care.",
    challenges: [
      {
        title: "Phones ring off the hook",
        description:
          "Booking, rescheduling and directions calls crowd out the patients who need a person.",
      },
      {
        title: "Missed appointments",
        description: "No-shows leave gaps in the schedule and delay care for everyone else.",
      },
      {
        title: "Sensitive information",
        description: "Every answer must protect health data and stay within clinical boundaries.",
      },
    ],
    challengeSchedule: healthcareSchedule,
    capabilities: [
      {
        title: "Appointment booking",
        description:
          "Patients book, move or cancel visits in a chat, against your practice's live availability.",
      },
      {
        title: "Symptom triage guidance",
        description:
          "The agent asks structured questions and points patients to the right service, never replacing a clinician's judgement.",
      },
      {
        title: "Prescription refill reminders",
        description: "Timely reminders with a one-tap request that your pharmacy team approves.",
      },
    ],
    agentName: "Clinic Assistant",
    conversation: [
      { from: "customer", text: "Hi, can I see Dr. Patel for a check-up next week?" },
      {
        from: "agent",
        text: "Dr. Patel has Tuesday at 9:30 AM or Thursday at 2:15 PM free. Which suits you?",
      },
      { from: "customer", text: "Thursday, please." },
      {
        from: "agent",
        text: "Booked for Thursday at 2:15 PM. I'll text you a reminder the day before, with what to bring.",
      },
    ],
    assurance: {
      title: "HIPAA ready, privacy first",
      text: "Conversations are encrypted with TLS 1.3 in transit and AES-256 at rest, access is role-based, and the platform is HIPAA ready, so patient data stays protected.",
    },
    faqs: [
      {
        question: "Does the agent give medical advice?",
        answer:
          "No. It shares the information you approve, such as preparation instructions or opening hours, and directs patients to a clinician or emergency services when needed.",
      },
      {
        question: "Can it connect to our scheduling system?",
        answer:
          "Yes. The agent books against your practice management or calendar system through our integrations or your own API.",
      },
    ],
  },
  "financial-services": {
    icon: "banknote",
    name: "Financial Services",
    description:
      "Answer account questions, guide applications and flag fraud around the clock with compliant agents.",
    features: ["Account and card support", "Loan application guidance", "Fraud alert follow-up"],
    overview:
      "Customers want quick, accurate answers about their money, and regulators want every answer to be right. A financial services agent handles account and card questions, guides applications step by step and follows up fraud alerts, with an audit trail of every conversation.",
    challenges: [
      {
        title: "High contact volumes",
        description: "Balance, card and payment questions flood contact centres every day.",
      },
      {
        title: "Abandoned applications",
        description: "Long forms and unanswered questions lose applicants halfway through.",
      },
      {
        title: "Strict compliance",
        description: "Every answer must be consistent, documented and within policy.",
      },
    ],
    capabilities: [
      {
        title: "Account and card support",
        description:
          "Answers about fees, limits, statements and lost cards, with secure handoff for anything that needs identity checks.",
      },
      {
        title: "Loan application guidance",
        description:
          "Explains products and documents needed, and keeps applicants moving until they submit.",
      },
      {
        title: "Fraud alert follow-up",
        description:
          "Contacts customers about suspicious activity and routes confirmed cases straight to your fraud team.",
      },
    ],
    agentName: "Banking Assistant",
    conversation: [
      { from: "customer", text: "I lost my debit card this morning. What should I do?" },
      {
        from: "agent",
        text: "I'm sorry to hear that. I can freeze the card right away once you've confirmed your identity in the app. Shall I send you the secure link?",
      },
      { from: "customer", text: "Yes please." },
      {
        from: "agent",
        text: "Link sent. After you confirm, I'll order a replacement card; it usually arrives in 3 to 5 working days.",
      },
    ],
    assurance: {
      title: "Built for regulated industries",
      text: "SOC 2 Type II and ISO 27001 certified controls, AES-256 encryption, role-based access and a complete conversation log for your compliance team.",
    },
    faqs: [
      {
        question: "Can we control exactly what the agent says about our products?",
        answer:
          "Yes. The agent answers only from the knowledge you approve, and you can require fixed wording for regulated statements.",
      },
      {
        question: "Are conversations kept for audits?",
        answer:
          "Every conversation is logged with timestamps and can be exported, and your retention period is configurable.",
      },
    ],
  },
  retail: {
    icon: "shopping-bag",
    name: "Retail",
    description:
      "Recommend products, track orders and handle returns across your store, site and messaging apps.",
    features: ["Product recommendations", "Order tracking", "Returns and exchanges"],
    overview:
      "Shoppers decide in minutes. A retail agent recommends the right product, answers sizing, stock and delivery questions and handles returns, on your website, in your app and on WhatsApp, so fewer carts are abandoned and fewer tickets reach your team.",
    challenges: [
      {
        title: "Abandoned carts",
        description: "One unanswered question about sizing or delivery is enough to lose a sale.",
      },
      {
        title: "Where-is-my-order tickets",
        description: "Order status questions take up a large share of every support queue.",
      },
      {
        title: "Seasonal peaks",
        description: "Sales events multiply conversations overnight, while staff stays the same.",
      },
    ],
    capabilities: [
      {
        title: "Product recommendations",
        description:
          "Suggests products from your live catalogue based on what the shopper describes.",
      },
      {
        title: "Order tracking",
        description: "Gives real-time delivery status from your store or shipping provider.",
      },
      {
        title: "Returns and exchanges",
        description:
          "Checks eligibility, creates the return and sends the label, within your returns policy.",
      },
    ],
    agentName: "Shopping Assistant",
    conversation: [
      { from: "customer", text: "Do you have the trail running shoes in size 42?" },
      {
        from: "agent",
        text: "Yes, the Ridge Runner is in stock in size 42 in grey and blue. Want me to add one to your cart?",
      },
      { from: "customer", text: "Grey, please. When would it arrive?" },
      {
        from: "agent",
        text: "Added! Order before 6 PM and it ships today, with delivery in 2 working days.",
      },
    ],
    assurance: {
      title: "Connected to your store",
      text: "Ready for Shopify, Adobe Commerce, Salesforce Commerce Cloud and Spryker, with payment details never passing through the chat.",
    },
    faqs: [
      {
        question: "Does the agent know our current stock and prices?",
        answer:
          "Yes. Connected to your e-commerce platform, it reads live catalogue, stock and order data.",
      },
      {
        question: "Can it run on WhatsApp as well as our website?",
        answer:
          "Yes. Build the agent once and deploy it on your website, mobile app, WhatsApp and more.",
      },
    ],
  },
  education: {
    icon: "graduation-cap",
    name: "Education",
    description:
      "Support students and applicants with course information, enrolment help and study assistance.",
    features: ["Admissions questions", "Course and timetable help", "24/7 study assistance"],
    overview:
      "Applicants and students have questions at midnight before a deadline. An education agent answers admissions, course and timetable questions and helps with study material, so your staff spend their time on the conversations that need them.",
    challenges: [
      {
        title: "Admissions season rush",
        description: "Thousands of similar questions arrive in the same few weeks.",
      },
      {
        title: "Students need help after hours",
        description: "Most studying happens when offices are closed.",
      },
      {
        title: "Information spread everywhere",
        description: "Answers live in handbooks, portals and PDFs that students can't find.",
      },
    ],
    capabilities: [
      {
        title: "Admissions questions",
        description:
          "Explains requirements, fees and deadlines, and guides applicants through each step.",
      },
      {
        title: "Course and timetable help",
        description: "Finds rooms, schedules and course details from your published information.",
      },
      {
        title: "24/7 study assistance",
        description:
          "Explains concepts from your course material step by step, at any hour of the day.",
      },
    ],
    agentName: "Campus Assistant",
    conversation: [
      { from: "customer", text: "When is the application deadline for the autumn intake?" },
      {
        from: "agent",
        text: "Applications for the autumn intake close on 30 June. You'll need your transcript and one reference.",
      },
      { from: "customer", text: "Can I apply before I get my final grades?" },
      {
        from: "agent",
        text: "Yes, you can apply with predicted grades and upload the final ones when you receive them.",
      },
    ],
    assurance: {
      title: "Safe for students",
      text: "Student data is protected under GDPR, with encrypted conversations and role-based access for your staff.",
    },
    faqs: [
      {
        question: "Can the agent answer in several languages?",
        answer:
          "Yes. International applicants can ask in their own language and get answers from the same approved content.",
      },
      {
        question: "Can it help with coursework without giving away answers?",
        answer:
          "Yes. You decide how the agent helps: explaining concepts and pointing to material rather than completing assignments.",
      },
    ],
  },
  automotive: {
    icon: "car",
    name: "Automotive",
    description:
      "Book test drives and service visits, answer model questions and follow up on leads for dealers.",
    features: ["Test drive booking", "Service scheduling", "Model and financing questions"],
    overview:
      "Car buyers research online long before they visit a showroom. An automotive agent answers model and financing questions, books test drives and service visits, and follows up with every lead, for dealers and service centres alike.",
    challenges: [
      {
        title: "Leads go cold",
        description: "Website enquiries wait hours for a reply while buyers contact competitors.",
      },
      {
        title: "Busy service desks",
        description: "Booking and status calls pile up at the service reception.",
      },
      {
        title: "Complex product range",
        description: "Trims, options and financing plans raise many detailed questions.",
      },
    ],
    capabilities: [
      {
        title: "Test drive booking",
        description: "Books test drives with the right model and sales advisor, at any hour.",
      },
      {
        title: "Service scheduling",
        description: "Books services and repairs, and tells customers when their car is ready.",
      },
      {
        title: "Model and financing questions",
        description: "Compares trims, features and monthly payment options from your data.",
      },
    ],
    agentName: "Dealer Assistant",
    conversation: [
      { from: "customer", text: "Can I test drive the hybrid SUV this Saturday?" },
      {
        from: "agent",
        text: "Of course. We have 10:00 AM or 1:30 PM on Saturday at our downtown showroom. Which works?",
      },
      { from: "customer", text: "10 AM, please." },
      {
        from: "agent",
        text: "You're booked for 10:00 AM. Please bring your driving licence; Sam will have the car ready for you.",
      },
    ],
    assurance: {
      title: "Connected to your dealer systems",
      text: "The agent passes leads to your CRM, such as Salesforce, HubSpot or Microsoft Dynamics 365, with the whole conversation attached.",
    },
    faqs: [
      {
        question: "Can the agent quote prices and financing?",
        answer:
          "It can share list prices and example financing from the data you provide, and hands personalised offers to your sales team.",
      },
      {
        question: "Does it work for several locations?",
        answer:
          "Yes. One agent can book across all your showrooms and service centres, each with its own hours.",
      },
    ],
  },
  manufacturing: {
    icon: "factory",
    name: "Manufacturing",
    description:
      "Give distributors and field teams instant answers on parts, orders and maintenance procedures.",
    features: ["Parts and stock lookup", "Order status for distributors", "Maintenance guides"],
    overview:
      "Distributors, installers and field teams need technical answers fast. A manufacturing agent looks up parts and stock, reports order status and walks technicians through maintenance procedures, drawing on your catalogues, manuals and ERP.",
    challenges: [
      {
        title: "Knowledge locked in manuals",
        description: "Technical answers sit in thick PDFs and a few experts' heads.",
      },
      {
        title: "Order status calls",
        description: "Distributors call and e-mail for updates your ERP already holds.",
      },
      {
        title: "Downtime is expensive",
        description: "Every hour a machine waits for an answer costs production.",
      },
    ],
    capabilities: [
      {
        title: "Parts and stock lookup",
        description: "Finds the right part number and its availability from your catalogue.",
      },
      {
        title: "Order status for distributors",
        description: "Reports order, shipment and invoice status straight from your ERP.",
      },
      {
        title: "Maintenance guides",
        description: "Walks technicians through procedures step by step from your manuals.",
      },
    ],
    agentName: "Parts Assistant",
    conversation: [
      { from: "customer", text: "I need a replacement seal kit for pump model HX-200." },
      {
        from: "agent",
        text: "That's part SK-HX200-02. We have 48 in stock at the Rotterdam warehouse. Shall I add it to your open order?",
      },
      { from: "customer", text: "Yes, add two." },
      {
        from: "agent",
        text: "Done. Two seal kits added to order 58213, shipping tomorrow. Here is the fitting guide in the meantime.",
      },
    ],
    assurance: {
      title: "Works with your ERP",
      text: "Connects to SAP Business One, Microsoft Business Central, Odoo and Frappe NextGen, with role-based access for partners and staff.",
    },
    faqs: [
      {
        question: "Can the agent read our technical manuals?",
        answer:
          "Yes. Upload manuals and product sheets to the knowledge base and the agent answers from them, citing the source.",
      },
      {
        question: "Can distributors see only their own orders?",
        answer:
          "Yes. Authenticated users see only the data their role allows, enforced by role-based access.",
      },
    ],
  },
  logistics: {
    icon: "truck",
    name: "Logistics",
    description:
      "Track shipments, reschedule deliveries and resolve exceptions without waiting on hold.",
    features: ["Shipment tracking", "Delivery rescheduling", "Exception handling"],
    overview:
      "Every delivery creates questions. A logistics agent tracks shipments, reschedules deliveries and resolves exceptions in a conversation, for senders and recipients, without anyone waiting on hold.",
    challenges: [
      {
        title: "Where-is-my-parcel calls",
        description: "Tracking questions make up much of the contact volume.",
      },
      {
        title: "Failed deliveries",
        description: "Missed deliveries cost a second trip and an unhappy recipient.",
      },
      {
        title: "Exceptions need speed",
        description: "Customs holds and damage claims need quick, accurate next steps.",
      },
    ],
    capabilities: [
      {
        title: "Shipment tracking",
        description: "Real-time status and estimated delivery times from your tracking system.",
      },
      {
        title: "Delivery rescheduling",
        description: "Recipients choose a new date, time slot or pick-up point in the chat.",
      },
      {
        title: "Exception handling",
        description:
          "Explains delays and customs holds, collects documents and opens claims automatically.",
      },
    ],
    agentName: "Delivery Assistant",
    conversation: [
      { from: "customer", text: "My parcel was due today but I won't be home." },
      {
        from: "agent",
        text: "No problem. I can move it to tomorrow between 8 and 12, or send it to the pick-up point on King Street. Which do you prefer?",
      },
      { from: "customer", text: "Tomorrow morning works." },
      {
        from: "agent",
        text: "Done: your parcel will arrive tomorrow between 8 AM and 12 PM. You'll get a message when the driver is 30 minutes away.",
      },
    ],
    assurance: {
      title: "Always on, at peak volume",
      text: `${figures.uptime} uptime and the capacity to hold thousands of conversations at once, even in the peak season.`,
    },
    faqs: [
      {
        question: "Can the agent answer on WhatsApp and SMS?",
        answer:
          "Yes. Recipients can track and reschedule on the channel they already use, including WhatsApp, SMS and your website.",
      },
      {
        question: "Does it connect to our tracking system?",
        answer:
          "Yes. The agent calls your tracking and booking APIs through the external API connector.",
      },
    ],
  },
  technology: {
    icon: "cpu",
    name: "Technology",
    description:
      "Onboard users, troubleshoot products and qualify trial sign-ups for software and hardware companies.",
    features: ["User onboarding", "Technical troubleshooting", "Trial lead qualification"],
    overview:
      "Software and hardware companies grow fastest when users succeed early. A technology agent onboards new users, troubleshoots common problems from your documentation and qualifies trial sign-ups for your sales team.",
    challenges: [
      {
        title: "Onboarding drop-off",
        description: "New users who get stuck in the first days rarely come back.",
      },
      {
        title: "Repetitive tickets",
        description: "The same setup and how-to questions reach your engineers every day.",
      },
      {
        title: "Unqualified trials",
        description: "Sales can't tell which trial sign-ups are ready for a conversation.",
      },
    ],
    capabilities: [
      {
        title: "User onboarding",
        description: "Guides new users through setup and their first wins, inside your product.",
      },
      {
        title: "Technical troubleshooting",
        description: "Diagnoses common issues step by step from your docs and known fixes.",
      },
      {
        title: "Trial lead qualification",
        description: "Asks about team size and needs, then routes ready buyers to sales.",
      },
    ],
    agentName: "Product Assistant",
    conversation: [
      { from: "customer", text: "The integration keeps failing with a 401 error." },
      {
        from: "agent",
        text: "A 401 means the API key was rejected. Keys expire after 90 days; yours was created in March. Want me to show you how to create a new one?",
      },
      { from: "customer", text: "Yes, please." },
      {
        from: "agent",
        text: "Go to Settings → API keys → Create key, then paste it into the integration. I'll stay here while you try.",
      },
    ],
    assurance: {
      title: "Fits your stack",
      text: "Connect your docs, ticketing and CRM, hand off to Zendesk or ServiceNow, and embed the agent in your app with the mobile SDK or one script tag.",
    },
    faqs: [
      {
        question: "Can the agent read our documentation site?",
        answer:
          "Yes. Point it at your docs and it keeps its knowledge base in sync as you publish changes.",
      },
      {
        question: "Can it create tickets for bugs it cannot solve?",
        answer:
          "Yes. It opens a ticket in your help desk with the steps the user already tried, so your engineers start with context.",
      },
    ],
  },
} satisfies Record<string, IndustryPageCopy>;

export const industryPages: Readonly<Record<keyof typeof entries, IndustryPageCopy>> = entries;

/**
 * The text around each industry page's own copy. `{name}` stands for the industry's name and
 * `{lower}` for it in lower case (see withIndustry).
 */
export const industrySections = {
  crumbs: { home: "Home", industries: "Industries" },
  title: "AI Agents for {name}",
  keywords: ["{name} AI agent", "{name} chatbot"],
  eyebrow: "Industry solutions",
  heroActions: { studio: "Build a {name} Agent", contact: "Talk to an Expert" },
  challenges: { eyebrow: "The challenge", title: "What slows teams down today" },
  capabilitiesTitle: "What your agent handles",
  conversationCaption: "A sample conversation with a {lower} agent",
  resultsLabel: "Results for {name} teams",
  faqTitle: "{name} questions",
  othersTitle: "Other industries",
  cta: {
    title: "Put an AI agent to work in {lower}",
    text: "Start free with no credit card, or ask our team to plan your first deployment with you.",
    primary: { label: "Start Building Free", to: studio },
    secondaryLabel: "See All Industries",
  },
} as const;
