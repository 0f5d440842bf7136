import { ChannelPage } from "../../components/channels/channel-page";
import { salesforceChannel, faq, page } from "../../content/pages/channels/salesforce";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/salesforce";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={page} content={salesforceChannel} faq={loaderData.faq} />;
}
