import { href } from "#app/shared/site-map/href";

import type { LegalDocumentData, PageCopy } from "#app/shared/copy/types";
import { legalUpdated, operator, privacyEmailLink, retention } from "./legal.copy";

/** The privacy policy of this website (/privacy-policy, also served at /privacy). */
export const privacyPolicy: LegalDocumentData = {
  updated: legalUpdated,
  summary:
    "We collect only what we need to answer you, to create the agent you ask for and to remember your cookie choice. We do not sell your data, we do not use advertising cookies, and you can ask us at any time to see, correct or delete what we hold about you.",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        {
          kind: "paragraph",
          text: `This website is run by ${operator.name} ("we", "us"), ${operator.address}. We are the controller of the personal data described here. This policy covers this public website only; when you sign up to the studio, where agents are built and managed, the studio's own terms and privacy notice apply as well.`,
        },
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      blocks: [
        {
          kind: "paragraph",
          text: "The website collects personal data in three places, and only when you use them:",
        },
        {
          kind: "table",
          caption: "Data this website collects",
          columns: ["Where", "What", "Where it is kept"],
          rows: [
            [
              "Contact form (/contact)",
              "Your full name, e-mail address, company (optional), subject, message, country dialling code and phone number",
              "Our inquiry database, and the inquiry service that delivers it to our team",
            ],
            [
              "Agent prompt (home page)",
              "The description of the agent you type, and the name of the template you picked, if any",
              "Sent to our agent builder service, which creates a draft agent in the studio",
            ],
            [
              "Cookie banner",
              'Your choice, "accepted" or "declined"',
              'Your own browser, in local storage under the key "cookie-consent"; it is not sent to us',
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "Like every web server, ours also records technical data with each request: your IP address, the page requested, the time, and your browser's user agent. We use it to keep the site secure and to limit abuse, such as repeated form submissions.",
        },
        {
          kind: "paragraph",
          text: "We do not ask you to create an account on this website, we take no payments here, and we use no advertising or cross-site tracking cookies.",
        },
      ],
    },
    {
      id: "why",
      title: "Why we use it",
      blocks: [
        {
          kind: "table",
          caption: "Purposes and legal bases",
          columns: ["Purpose", "Data", "Legal basis (GDPR)"],
          rows: [
            [
              "Answering your inquiry",
              "Contact form data",
              "Steps you asked for before a contract (Art. 6(1)(b)) and our legitimate interest in replying (Art. 6(1)(f))",
            ],
            [
              "Creating the agent you described",
              "Agent description and template name",
              "Performing your request (Art. 6(1)(b))",
            ],
            [
              "Remembering your cookie choice",
              "The cookie-consent value in your browser",
              "Our legal obligation to respect your choice (Art. 6(1)(c))",
            ],
            [
              "Security and abuse prevention",
              "Technical request data",
              "Our legitimate interest in a safe, available website (Art. 6(1)(f))",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "We never use this data for automated decisions that have legal or similarly significant effects on you, and we never sell it.",
        },
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          kind: "list",
          items: [
            `Contact inquiries: ${retention.inquiries}, so that we can follow up on the conversation. Then we delete them.`,
            `Agent descriptions: ${retention.agentDescription}.`,
            `Your cookie choice: in your own browser, until ${retention.cookieChoice}.`,
            `Technical request data in server logs: ${retention.serverLogs}, unless we need it longer to investigate a specific security incident.`,
          ],
        },
      ],
    },
    {
      id: "sharing",
      title: "Who we share it with",
      blocks: [
        {
          kind: "paragraph",
          text: "We share personal data only with the service providers that help us run this website, such as hosting, database and e-mail delivery, under contracts that allow them to use it only on our instructions. The agent builder service and the studio are part of our own platform.",
        },
        {
          kind: "paragraph",
          text: "Some pages load content from other addresses: the demo chat windows come from the studio, and integration logos may come from an image delivery network. Your browser then sends those services your IP address, as it does for any web request. We may also disclose data where the law requires it.",
        },
      ],
    },
    {
      id: "transfers",
      title: "International transfers",
      blocks: [
        {
          kind: "paragraph",
          text: "We are based in Singapore and some of our providers work from other countries. When personal data from the European Economic Area, the United Kingdom or Switzerland leaves those regions, we protect it with the European Commission's Standard Contractual Clauses or another safeguard the GDPR recognises.",
        },
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      blocks: [
        {
          kind: "paragraph",
          text: "Data travels to us over TLS 1.3 and is stored encrypted with AES-256. Only the people who answer inquiries can read them, through role-based access.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights under the GDPR",
      blocks: [
        { kind: "paragraph", text: "Wherever you live, you can ask us to:" },
        {
          kind: "list",
          items: [
            "tell you whether we hold data about you and give you a copy (access);",
            "correct data that is wrong or incomplete (rectification);",
            "delete your data (erasure, the right to be forgotten);",
            "limit how we use it while a question is being settled (restriction);",
            "give you the data you provided in a machine-readable format (portability);",
            "stop using it where we rely on our legitimate interests (objection);",
            "withdraw a consent you gave, at any time, without affecting what happened before.",
          ],
        },
        {
          kind: "paragraph",
          text: [
            "To use any of these rights, write to ",
            privacyEmailLink,
            ". We answer within one month and may ask you to confirm your identity first. You also have the right to complain to the data protection authority where you live or work.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and your choice",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "The only thing this website stores in your browser is your cookie choice. The ",
            { label: "Cookie Policy", href: href("/cookies") },
            " explains it and has a button to change your choice at any time.",
          ],
        },
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        {
          kind: "paragraph",
          text: "This website is meant for businesses and is not directed at children under 16. We do not knowingly collect their data; if you believe a child has sent us personal data, contact us and we will delete it.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        {
          kind: "paragraph",
          text: "When we change this policy we update the date at the top of the page. If a change affects how we use data you have already given us, we will tell you before it takes effect.",
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
            "For privacy requests and questions, write to ",
            privacyEmailLink,
            ` or to ${operator.name}, ${operator.address}.`,
          ],
        },
      ],
    },
  ],
};

export const page: PageCopy = {
  path: href("/privacy-policy"),
  title: "Privacy Policy",
  description:
    "What this website collects (contact inquiries, agent descriptions, your cookie choice), why, how long we keep it and your rights under the GDPR.",
  keywords: ["privacy policy", "GDPR", "data protection"],
  eyebrow: "Legal",
  heading: "Privacy Policy",
  intro: "How we collect, use and protect the information you share with us on this website.",
};
