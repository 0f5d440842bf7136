import { ChannelPage } from "../../components/channels/channel-page";
import { salesforceChannel } from "../../content/pages/channels/salesforce";
import { page } from "../../content/pages/channels/salesforce";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/salesforce";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={salesforceChannel} />;
}
