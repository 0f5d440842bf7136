import type { FaqItem } from "../../components/sections/faq-list";
import type { Feature } from "../../components/sections/feature-grid";
import type { Stat } from "../../components/sections/stats-band";
import type { CtaAction } from "../link-target";

/**
 * The copy of a channel page (/channels/standalone, chatbot, voice, whatsapp, app, shopify,
 * salesforce, zendesk). Every page is the same composition (components/channels/channel-page)
 * filled with its own data; pages that need more add their own sections to it. One file per
 * channel, so each page's bundle carries only its own copy.
 */
export interface ChannelStep {
  title: string;
  description: string;
}

export interface ChannelListItem {
  title: string;
  description: string;
}

export interface ChannelContent {
  /** Small label over the page's h1 (the heading and intro come from pageCopy). */
  eyebrow: string;
  /** The hero's actions: usually the studio, then a demo or a related page. */
  actions: { primary: CtaAction; secondary?: CtaAction };
  features: { title: string; intro: string; items: readonly Feature[] };
  /** An optional list of what the channel covers (objects synced, places to share, ...). */
  checklist?: { title: string; intro: string; items: readonly ChannelListItem[] };
  stats: { title: string; intro: string; items: readonly Stat[] };
  steps: { title: string; intro: string; items: readonly ChannelStep[] };
  faq: readonly FaqItem[];
  cta: { title: string; text: string; primary: CtaAction; secondary?: CtaAction };
}

export { studio } from "../link-target";
