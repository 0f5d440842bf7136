import { ChannelPage } from "../../components/channels/channel-page";
import { chatbotChannel, faq, page } from "../../content/pages/channels/chatbot";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/chatbot";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={page} content={chatbotChannel} faq={loaderData.faq} />;
}
