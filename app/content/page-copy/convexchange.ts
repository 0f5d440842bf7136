import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/convexchange",
  title: "ConvExchange Agent Marketplace",
  description:
    "ConvExchange is the marketplace where businesses share, discover and reuse proven conversational AI agents, flows and knowledge packs.",
  keywords: ["AI agent marketplace", "conversation templates", "ConvExchange"],
  heading: "ConvExchange: the exchange for proven conversations",
  intro:
    "Discover agents, conversation flows and knowledge packs that other businesses have already proven, and launch them as your own.",
};
