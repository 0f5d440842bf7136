import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { IconName } from "#app/shared/icons/icon-names";
import type { FaqItem, Stat, PageCopy, CtaCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

/** Copy of /security-compliance: the security claims of docs/requirements/README.md, as text. */

interface Certification {
  title: string;
  badge: string;
  description: string;
  icon: IconName;
}

export const certifications: readonly Certification[] = [
  {
    title: "SOC 2 Type II",
    badge: "Audited",
    icon: "badge-check",
    description:
      "Independent auditors test our security, availability and confidentiality controls over time, not just on one day.",
  },
  {
    title: "ISO 27001",
    badge: "Certified",
    icon: "file-check-2",
    description:
      "Our information security management system follows the international standard, with yearly surveillance audits.",
  },
  {
    title: "GDPR",
    badge: "Compliant",
    icon: "globe-2",
    description:
      "A data processing agreement for every customer, EU data subject rights honoured, and data kept only as long as needed.",
  },
  {
    title: "HIPAA ready",
    badge: "Healthcare",
    icon: "heart-pulse",
    description:
      "Safeguards for protected health information and a business associate agreement for healthcare customers.",
  },
];

export const securityStats: readonly Stat[] = [
  { value: "TLS 1.3", label: "encryption in transit" },
  { value: "AES-256", label: "encryption at rest" },
  { value: figures.uptime, label: "uptime" },
  { value: figures.support, label: "security monitoring" },
];

export interface Control {
  title: string;
  description: string;
}

/** How conversations and accounts are protected. */
export const controls: readonly Control[] = [
  {
    title: "Encryption in transit",
    description:
      "Every connection to the platform, its APIs and its chat widgets uses TLS 1.3. Older, weaker protocols are refused.",
  },
  {
    title: "Encryption at rest",
    description:
      "Conversations, knowledge bases and backups are encrypted with AES-256, with keys rotated and held in a managed key service.",
  },
  {
    title: "Role-based access",
    description:
      "Give each colleague only the rights they need: owners, editors, reviewers and viewers. Single sign-on and two-factor authentication protect every login.",
  },
  {
    title: "Data isolation",
    description:
      "Each customer's data is logically separated, and your conversations are never used to train another customer's agent.",
  },
  {
    title: "Audit logs",
    description:
      "Every change to an agent and every administrative action is logged with who, what and when, ready for your auditors.",
  },
  {
    title: `${figures.uptime} uptime`,
    description:
      "Redundant infrastructure across availability zones, continuous monitoring and tested disaster recovery keep your agents answering.",
  },
];

export const securityFaqs: readonly FaqItem[] = [
  {
    question: "Where is our data stored?",
    answer:
      "In secure cloud data centres with redundancy across availability zones. Enterprise customers can choose the region where their data is kept.",
  },
  {
    question: "Do you use our conversations to train AI models?",
    answer:
      "No. Your conversations and knowledge base are used only to run your own agents. They are never used to train models for other customers.",
  },
  {
    question: "Can we get a copy of your SOC 2 report?",
    answer:
      "Yes. Customers and prospects under a non-disclosure agreement can request the latest SOC 2 Type II report and ISO 27001 certificate from our team.",
  },
  {
    question: "How do I report a security issue?",
    answer:
      "Write to our security team through the contact page. We acknowledge reports within one business day and keep you informed until the issue is fixed.",
  },
];

export const page: PageCopy = {
  path: href("/security-compliance"),
  title: "Security & Compliance",
  description: `TLS 1.3 and AES-256 encryption, SOC 2 Type II, ISO 27001, GDPR and HIPAA ready, role-based access and ${figures.uptime} uptime.`,
  keywords: ["AI security", "SOC 2 chatbot", "GDPR AI agent"],
  heading: "Enterprise-grade security and compliance",
  intro:
    "Your customers' conversations are protected in transit and at rest, and our controls are audited against the standards you rely on.",
};

/** Section headings of /security-compliance. */
export const sections = {
  eyebrow: "Security & compliance",
  statsLabel: "Security at a glance",
  certifications: {
    title: "Certifications and standards",
    intro: "Audited controls and documented processes, so your security review goes quickly.",
  },
  controlsTitle: "How we protect every conversation",
  faqTitle: "Security questions",
} as const;

export const cta: CtaCopy = {
  title: "Need our security documentation?",
  text: "Ask for our SOC 2 Type II report, ISO 27001 certificate, data processing agreement or a security questionnaire.",
  primary: { label: "Contact Our Team", to: href("/contact") },
  secondary: { label: "Start Building Free", to: studio },
};
