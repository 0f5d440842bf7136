import { ChannelPage } from "./channel-page";
import { voiceChannel, faq, page } from "./voice-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/voice.route";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={page} content={voiceChannel} faq={loaderData.faq} />;
}
