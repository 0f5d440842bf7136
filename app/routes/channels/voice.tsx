import { ChannelPage } from "../../components/channels/channel-page";
import { voiceChannel } from "../../content/channels/voice";
import { pageCopy } from "../../content/pages";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/voice";

const page = pageCopy.channelVoice;

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={voiceChannel} />;
}
