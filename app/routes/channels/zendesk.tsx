import { ChannelPage } from "../../components/channels/channel-page";
import { zendeskChannel } from "../../content/pages/channels/zendesk";
import { page } from "../../content/pages/channels/zendesk";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/zendesk";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={zendeskChannel} />;
}
