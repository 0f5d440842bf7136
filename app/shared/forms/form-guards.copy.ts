import { href } from "#app/shared/site-map/href";

// What a form's guard (rate limit, body size) says before its action runs, keyed by page path as
// server/http/guards/page-action-path.ts normalises it.
export interface GuardMessage {
  title: string;
  description: string;
}

interface FormGuardCopy {
  rateLimited: GuardMessage;
  tooLarge: GuardMessage;
  back: { href: string; label: string };
}

// Here, not in contact.copy.ts, so the home page's agent form does not load the contact copy.
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

/** 5,000 characters of message can take 45 KB URL-encoded (non-Latin text), plus the others. */
export const PAGE_ACTION_BODY_LIMIT_BYTES = 64 * 1024;
