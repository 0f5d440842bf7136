import { ChannelPage } from "../../components/channels/channel-page";
import { chatbotChannel } from "../../content/pages/channels/chatbot";
import { page } from "../../content/pages/channels/chatbot";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/chatbot";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={chatbotChannel} />;
}
