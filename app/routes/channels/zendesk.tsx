import { ChannelPage } from "../../components/channels/channel-page";
import { zendeskChannel, faq, page } from "../../content/pages/channels/zendesk";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/zendesk";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={page} content={zendeskChannel} faq={loaderData.faq} />;
}
