import { ChannelPage } from "./channel-page";
import { chatbotChannel, faq, page } from "./chatbot-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/chatbot.route";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={page} content={chatbotChannel} faq={loaderData.faq} />;
}
