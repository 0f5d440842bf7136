import { ChannelPage } from "./channel-page";
import { whatsappChannel, faq, page } from "./whatsapp-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/whatsapp.route";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={page} content={whatsappChannel} faq={loaderData.faq} />;
}
