import { contactGuardMessages } from "#app/shared/forms/form-guards.copy";
import { company, type Office } from "#app/shared/copy/facts.copy";
import { contactField, contactFields, formLabelOf, type ContactFieldName } from "./contact-fields";
// The e-mail, phone, offices and hours are the company's facts (facts.copy.ts); the toasts are
// product copy.

export const inquiryType = "ai-agent-platform";

export type InfoCardIcon = "mail" | "phone" | "office" | "hours";

interface InfoCard {
  icon: InfoCardIcon;
  title: string;
  lines: readonly string[];
  href?: string;
  /** Addresses, each under its office's name. */
  offices?: readonly Office[];
}

const { headquarters, sanFrancisco } = company.offices;

export const contactInfoCards: readonly InfoCard[] = [
  {
    icon: "mail",
    title: "Email us",
    lines: [company.email, `We answer every message within ${company.replyWithin}.`],
    href: `mailto:${company.email}`,
  },
  {
    icon: "phone",
    title: "Call us",
    lines: [company.phone.display, "Talk to sales or support."],
    href: company.phone.href,
  },
  {
    icon: "office",
    title: "Visit our offices",
    lines: [],
    offices: [headquarters, sanFrancisco],
  },
  {
    icon: "hours",
    title: "Phone support",
    lines: [company.supportHours, "Messages are welcome around the clock."],
  },
];

/** The form's place after a message is sent: what happens next, and a way to send another. */
export const contactSuccessCopy = {
  nextHeading: "What happens next",
  steps: [
    {
      title: "A person reads it",
      text: "Your message goes to our sales and support team, who read every one themselves.",
    },
    {
      title: `A reply within ${company.replyWithin}`,
      text: `We answer by e-mail from ${company.email}. In a hurry? Call ${company.phone.display}, ${company.supportHours}.`,
    },
    {
      title: "Meanwhile, build your first agent",
      text: "The platform is free to start, with no credit card required.",
    },
  ],
  sendAnother: "Send another message",
  openPlatform: "Open the platform",
} as const;

export const contactPageCopy = {
  infoHeading: "Ways to reach us",
  formHeading: "Send us a message",
  formIntro: "Fields marked with an asterisk are required.",
  studioHeading: "Prefer to explore on your own?",
  studioText: "Open the platform and build your first AI agent for free. No credit card required.",
  studioLink: "Open the platform",
} as const;

export { contactFieldNames as contactFieldOrder } from "./contact-fields";
export type { ContactFieldName as ContactField } from "./contact-fields";

export const contactFieldCopy = Object.fromEntries(
  contactFields.map((field) => [
    field.name,
    { label: formLabelOf(field), placeholder: field.placeholder, required: field.required },
  ]),
) as Record<ContactFieldName, { label: string; placeholder?: string; required: boolean }>;

export const contactTextMessages = {
  lineBreak: (label: string) => `${label} must be on one line.`,
  control: (label: string) => `${label} cannot contain control characters.`,
} as const;

export const countryPlaceholder = "Select a country code";
export const phoneHint = contactField("phone").hint;
export const submitLabel = "Send Message";
export const submittingLabel = "Sending...";

/** The honeypot: a field people never see or fill; bots that fill it get a fake success. */
export const honeypotField = { name: "website", label: "Leave this field empty" } as const;
export const idempotencyField = "idempotency_key";

/** Each sentence as a title and description; title + " " + description is the exact text. */
export const contactMessages = {
  validation: {
    title: "Validation Error:",
    description: "Please fix the highlighted fields.",
  },
  success: {
    title: "Message Sent!",
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  error: {
    title: "Error:",
    description: "Something went wrong. Please try again.",
  },
  network: {
    title: "Network Error:",
    description: "Unable to send your message. Please check your connection.",
  },
  ...contactGuardMessages,
} as const;
export type ContactMessage = (typeof contactMessages)[keyof typeof contactMessages];

export const messageText = (message: ContactMessage) => `${message.title} ${message.description}`;
