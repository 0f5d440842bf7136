import { ChannelPage } from "../../components/channels/channel-page";
import { standaloneChannel } from "../../content/channels/standalone";
import { pageCopy } from "../../content/pages";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/standalone";

const page = pageCopy.channelStandalone;

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={standaloneChannel} />;
}
