import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  description:
    "What this website collects (contact inquiries, agent descriptions, your cookie choice), why, how long we keep it and your rights under the GDPR.",
  keywords: ["privacy policy", "GDPR", "data protection"],
  heading: "Privacy Policy",
  intro: "How we collect, use and protect the information you share with us on this website.",
};
