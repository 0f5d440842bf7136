import { ChannelPage } from "../../components/channels/channel-page";
import { voiceChannel, faq, page } from "../../content/pages/channels/voice";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/voice";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={page} content={voiceChannel} faq={loaderData.faq} />;
}
