import { href } from "#app/shared/site-map/href";

/**
 * What a visitor reads when a form's guard answers before its action runs (too many posts
 * from one address, a body larger than any valid form). Keyed by the form's page path as
 * server/http/guards/page-action-path.ts normalises it; a page not listed gets the default copy.
 */
export interface GuardMessage {
  title: string;
  description: string;
}

interface FormGuardCopy {
  rateLimited: GuardMessage;
  tooLarge: GuardMessage;
  back: { href: string; label: string };
}

/**
 * The contact form's: its own wording, also shown by the form itself (contact.copy.ts). Kept
 * here, not in the contact page's copy, so the pages that import the guard copy (the home page's
 * agent form) do not load the contact page's copy with it.
 */
export const contactGuardMessages = {
  rateLimited: {
    title: "Too many messages:",
    description:
      "You have sent several messages in a short time. Please wait a minute and try again.",
  },
  tooLarge: {
    title: "Message too large:",
    description: "Your message is larger than we can accept. Please shorten it and try again.",
  },
} as const;

/** The home page's agent form's (its clientAction shows them in the form: imported alone). */
export const homeGuardMessages = {
  rateLimited: {
    title: "Too many agents:",
    description:
      "You have created several agents in a short time. Please wait a minute and try again.",
  },
  tooLarge: {
    title: "Description too long:",
    description: "Your description is larger than we can accept. Please shorten it and try again.",
  },
} as const;

const defaultFormGuardCopy: FormGuardCopy = {
  rateLimited: {
    title: "Too many requests:",
    description:
      "You have sent this form several times in a short time. Please wait a minute and try again.",
  },
  tooLarge: {
    title: "Request too large:",
    description: "What you sent is larger than we can accept. Please shorten it and try again.",
  },
  back: { href: href("/"), label: "Back to the home page" },
};

const formGuardCopy: Record<string, FormGuardCopy> = {
  [href("/contact")]: {
    rateLimited: contactGuardMessages.rateLimited,
    tooLarge: contactGuardMessages.tooLarge,
    back: { href: href("/contact"), label: "Back to the contact page" },
  },
  [href("/")]: {
    ...homeGuardMessages,
    back: { href: href("/"), label: "Back to the home page" },
  },
};

export function guardCopyFor(form: string): FormGuardCopy {
  return formGuardCopy[form] ?? defaultFormGuardCopy;
}

/**
 * The body cap of every page action. Generous for the largest valid form: 5,000 characters of
 * message can take 45 KB once URL-encoded (non-Latin text), plus the other fields.
 */
export const PAGE_ACTION_BODY_LIMIT_BYTES = 64 * 1024;
