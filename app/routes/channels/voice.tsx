import { ChannelPage } from "../../components/channels/channel-page";
import { voiceChannel } from "../../content/channels/voice";
import { page } from "../../content/page-copy/channelVoice";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/voice";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={voiceChannel} />;
}
