import { ChannelPage } from "../../components/channels/channel-page";
import { whatsappChannel, faq, page } from "../../content/pages/channels/whatsapp";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/whatsapp";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={page} content={whatsappChannel} faq={loaderData.faq} />;
}
