import { ChannelPage } from "../../components/channels/channel-page";
import { voiceChannel } from "../../content/pages/channels/voice";
import { page } from "../../content/pages/channels/voice";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/voice";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={voiceChannel} />;
}
