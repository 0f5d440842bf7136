import { ChannelPage } from "../../components/channels/channel-page";
import { whatsappChannel } from "../../content/pages/channels/whatsapp";
import { page } from "../../content/pages/channels/whatsapp";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/whatsapp";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <ChannelPage page={page} content={whatsappChannel} />;
}
