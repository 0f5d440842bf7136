import { PageHero } from "../../components/page-hero";
import { WhatsappButton, WhatsappSteps } from "../../components/demo/whatsapp-demo";
import { siteContext } from "../../context.server";
import { whatsappDemo } from "../../content/demos";
import { page } from "../../content/pages/demo/whatsapp";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/whatsapp";
import { lookupWhatsappContact } from "./whatsapp-lookup.server";

// Serves /demo/WhatsappDemo and /demo/WhatsAppDemo; both name the first as canonical.

export async function action({ context }: Route.ActionArgs) {
  const { platform, log } = siteContext(context);
  return lookupWhatsappContact(platform, whatsappDemo.siteName, log);
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="px-4 sm:px-6">
        <WhatsappSteps centre={<WhatsappButton />} />
      </div>
    </>
  );
}
