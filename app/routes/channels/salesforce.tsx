import { ChannelPage } from "../../components/channels/channel-page";
import { salesforceChannel } from "../../content/channels/salesforce";
import { pageCopy } from "../../content/pages";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/salesforce";

const page = pageCopy.channelSalesforce;

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={salesforceChannel} />;
}
