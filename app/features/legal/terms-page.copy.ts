import { href } from "#app/shared/site-map/href";

import type { LegalDocumentData, PageCopy } from "#app/shared/copy/types";
import { legalUpdated, operator, privacyEmailLink } from "./legal.copy";

/** The terms of service of this website (/terms). */
export const termsOfService: LegalDocumentData = {
  updated: legalUpdated,
  summary:
    "These terms apply when you use this website: reading its pages, trying its demos and calculators, sending us an inquiry or starting an agent from the home page. Using the studio and paid plans is covered by a separate customer agreement.",
  sections: [
    {
      id: "about",
      title: "About these terms",
      blocks: [
        {
          kind: "paragraph",
          text: `This website is run by ${operator.name}, ${operator.address}. By using it you accept these terms. If you use it on behalf of a company, you confirm that you may accept them for that company.`,
        },
      ],
    },
    {
      id: "using-the-site",
      title: "Using the website",
      blocks: [
        {
          kind: "paragraph",
          text: "You may use the website to learn about the platform and decide whether it suits your business. Please do not:",
        },
        {
          kind: "list",
          items: [
            "try to break into, overload or disrupt the website or the services behind it;",
            "send automated requests at a rate that burdens the site, or get around our rate limits;",
            "submit content that is unlawful, infringes someone else's rights or contains malware;",
            "pretend to be someone else when you contact us.",
          ],
        },
        {
          kind: "paragraph",
          text: "We may block access for anyone who breaks these rules.",
        },
      ],
    },
    {
      id: "demos-and-figures",
      title: "Demos, calculators and figures",
      blocks: [
        {
          kind: "paragraph",
          text: "The demo agents show what the platform can do; their answers are examples, not advice. The ROI and pay-as-you-go calculators give estimates from the numbers you enter and are not offers or quotes.",
        },
        {
          kind: "paragraph",
          text: "Figures such as cost reductions, response times, satisfaction rates and customer results describe results our customers have reported. They are not a promise that you will see the same results.",
        },
      ],
    },
    {
      id: "creating-an-agent",
      title: "Creating an agent from the home page",
      blocks: [
        {
          kind: "paragraph",
          text: "When you describe an agent on the home page, we create a draft agent from your description and open it in the studio. You are responsible for what you write: do not include other people's personal data or anything confidential you are not allowed to share. Your use of the studio is governed by its own terms.",
        },
      ],
    },
    {
      id: "inquiries",
      title: "Contact inquiries",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "When you send us a message, please give accurate contact details so that we can reply. We aim to answer within 24 hours. The ",
            { label: "Privacy Policy", href: href("/privacy-policy") },
            " explains how we handle the information you send.",
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        {
          kind: "paragraph",
          text: "The website, its text, design, graphics and code belong to us or our licensors. You may view and share pages for your own evaluation, but you may not copy substantial parts of the website or use our name and logo without our written permission. Names and logos of other companies belong to their owners and appear only to show integrations.",
        },
      ],
    },
    {
      id: "third-parties",
      title: "Links and third-party services",
      blocks: [
        {
          kind: "paragraph",
          text: "The website links to other sites, such as social networks and the platforms we integrate with. We are not responsible for their content or their privacy practices.",
        },
      ],
    },
    {
      id: "availability",
      title: "Availability and changes",
      blocks: [
        {
          kind: "paragraph",
          text: "We work to keep the website available and accurate, but we may change, suspend or remove any part of it, including prices and features described on it, at any time. The commitments of a paid plan, such as uptime, are set out in the customer agreement, not on this website.",
        },
      ],
    },
    {
      id: "liability",
      title: "Disclaimers and liability",
      blocks: [
        {
          kind: "paragraph",
          text: 'The website is provided "as is". To the extent the law allows, we are not liable for indirect or consequential loss arising from its use, and our total liability for using the free website is limited to 100 US dollars. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.',
        },
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      blocks: [
        {
          kind: "paragraph",
          text: "These terms are governed by the laws of Singapore, and the courts of Singapore have jurisdiction, except where the law of the country you live in gives you the right to go to your local courts.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        {
          kind: "paragraph",
          text: "We may update these terms; the date at the top shows the latest version. The version in force when you use the website applies.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Questions about these terms? Write to ",
            privacyEmailLink,
            " or use the ",
            { label: "contact page", href: href("/contact") },
            ".",
          ],
        },
      ],
    },
  ],
};

export const page: PageCopy = {
  path: href("/terms"),
  title: "Terms of Service",
  description:
    "The terms that apply when you use this website, its demos and calculators, and when you send us an inquiry or create an agent.",
  keywords: ["terms of service", "terms and conditions", "website terms"],
  eyebrow: "Legal",
  heading: "Terms of Service",
  intro: "The rules for using this website, its demos, calculators and forms.",
};
