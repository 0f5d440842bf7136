import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/security-compliance",
  title: "Security & Compliance",
  description:
    "TLS 1.3 and AES-256 encryption, SOC 2 Type II, ISO 27001, GDPR and HIPAA ready, role-based access and 99.9% uptime.",
  keywords: ["AI security", "SOC 2 chatbot", "GDPR AI agent"],
  heading: "Enterprise-grade security and compliance",
  intro:
    "Your customers' conversations are protected in transit and at rest, and our controls are audited against the standards you rely on.",
};
