/**
 * Title, description, keywords, heading and introduction of every page with a fixed URL.
 * Each page's copy is its own module in ./page-copy, so a page ships only its own; this
 * registry gathers them for the tests that keep titles and descriptions unique.
 */
import { page as home } from "./page-copy/home";
import { page as benefits } from "./page-copy/benefits";
import { page as pricing } from "./page-copy/pricing";
import { page as payAsYouGo } from "./page-copy/payAsYouGo";
import { page as roiCalculator } from "./page-copy/roiCalculator";
import { page as convexchange } from "./page-copy/convexchange";
import { page as useCases } from "./page-copy/useCases";
import { page as industryUseCases } from "./page-copy/industryUseCases";
import { page as successStories } from "./page-copy/successStories";
import { page as blog } from "./page-copy/blog";
import { page as templates } from "./page-copy/templates";
import { page as integrations } from "./page-copy/integrations";
import { page as noCodeBuilder } from "./page-copy/noCodeBuilder";
import { page as securityCompliance } from "./page-copy/securityCompliance";
import { page as architecture } from "./page-copy/architecture";
import { page as about } from "./page-copy/about";
import { page as contact } from "./page-copy/contact";
import { page as agents } from "./page-copy/agents";
import { page as privacyPolicy } from "./page-copy/privacyPolicy";
import { page as terms } from "./page-copy/terms";
import { page as cookies } from "./page-copy/cookies";
import { page as channelStandalone } from "./page-copy/channelStandalone";
import { page as channelChatbot } from "./page-copy/channelChatbot";
import { page as channelVoice } from "./page-copy/channelVoice";
import { page as channelWhatsapp } from "./page-copy/channelWhatsapp";
import { page as channelApp } from "./page-copy/channelApp";
import { page as channelShopify } from "./page-copy/channelShopify";
import { page as channelSalesforce } from "./page-copy/channelSalesforce";
import { page as channelZendesk } from "./page-copy/channelZendesk";
import { page as demoWhatsapp } from "./page-copy/demoWhatsapp";
import { page as demoConversational } from "./page-copy/demoConversational";
import { page as demoKiosk } from "./page-copy/demoKiosk";
import { page as demoWebsite } from "./page-copy/demoWebsite";
import { page as demoMobile } from "./page-copy/demoMobile";
import { page as demoVoice } from "./page-copy/demoVoice";
import { page as demoPhone } from "./page-copy/demoPhone";
import { page as demoSms } from "./page-copy/demoSms";

export interface PageCopy {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  heading: string;
  intro: string;
}

export const pageCopy = {
  home,
  benefits,
  pricing,
  payAsYouGo,
  roiCalculator,
  convexchange,
  useCases,
  industryUseCases,
  successStories,
  blog,
  templates,
  integrations,
  noCodeBuilder,
  securityCompliance,
  architecture,
  about,
  contact,
  agents,
  privacyPolicy,
  terms,
  cookies,
  channelStandalone,
  channelChatbot,
  channelVoice,
  channelWhatsapp,
  channelApp,
  channelShopify,
  channelSalesforce,
  channelZendesk,
  demoWhatsapp,
  demoConversational,
  demoKiosk,
  demoWebsite,
  demoMobile,
  demoVoice,
  demoPhone,
  demoSms,
} satisfies Record<string, PageCopy>;

export type PageKey = keyof typeof pageCopy;
