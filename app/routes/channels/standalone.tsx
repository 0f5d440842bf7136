import { ChannelPage } from "../../components/channels/channel-page";
import { standaloneChannel } from "../../content/pages/channels/standalone";
import { page } from "../../content/pages/channels/standalone";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/standalone";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={standaloneChannel} />;
}
