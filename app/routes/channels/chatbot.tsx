import { ChannelPage } from "../../components/channels/channel-page";
import { chatbotChannel } from "../../content/channels/chatbot";
import { pageCopy } from "../../content/pages";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/chatbot";

const page = pageCopy.channelChatbot;

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={chatbotChannel} />;
}
