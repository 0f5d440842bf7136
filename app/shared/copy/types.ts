import type { LinkTarget } from "#app/shared/links/link-target";

// The shapes of the site's copy, so content never depends on component code. Icons are named,
// not imported: the data stays plain and serialisable.
import type { IconName } from "#app/shared/icons/icon-names";

export interface PageCopy {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** The small line over the heading, naming the kind of page. */
  eyebrow?: string;
  heading: string;
  intro: string;
}

/** A call to action: a path on this site, or `studio` (with an optional studio path). */
export interface CtaAction {
  label: string;
  to: LinkTarget;
}

export interface CtaCopy {
  title: string;
  text: string;
  primary: CtaAction;
  secondary?: CtaAction;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Step {
  title: string;
  description: string;
}

export interface Feature {
  title: string;
  description: string;
  icon?: IconName;
  points?: readonly string[];
  badge?: string;
}

export interface ChatMessage {
  from: "customer" | "agent";
  text: string;
}

export interface CaseStudyData {
  id: string;
  industry: string;
  company: string;
  headline: string;
  summary: string;
  challenge: string;
  solution: string;
  results: readonly string[];
  metrics: { roi: string; timeToValue: string; satisfaction: string };
  quote: { text: string; author: string; role: string };
}

/** A run of text, or a link inside it (a path on this site, a mailto: or an https: URL). */
export type Inline = string | { label: string; href: string };

export type LegalBlock =
  | { kind: "paragraph"; text: string | readonly Inline[] }
  | { kind: "list"; items: readonly (string | readonly Inline[])[] }
  | {
      kind: "table";
      caption: string;
      columns: readonly string[];
      /** The first cell of each row is the row's header. */
      rows: readonly (readonly string[])[];
    };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentData {
  /** ISO date of the last change, and how it is shown. */
  updated: { iso: string; label: string };
  summary: string;
  sections: readonly LegalSection[];
}

// One module per channel page, so each page's bundle carries only its own copy.
export type ChannelListItem = Step;

export interface ChannelContent {
  /** Small label over the page's h1 (the heading and intro come from the page's `page`). */
  eyebrow: string;
  actions: { primary: CtaAction; secondary?: CtaAction };
  features: { title: string; intro: string; items: readonly Feature[] };
  checklist?: { title: string; intro: string; items: readonly ChannelListItem[] };
  stats: { title: string; intro: string; items: readonly Stat[] };
  steps: { title: string; intro: string; items: readonly Step[] };
  cta: CtaCopy;
}
