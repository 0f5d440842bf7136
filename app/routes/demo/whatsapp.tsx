import { PageHero } from "../../components/page-hero";
import { WhatsappButton, WhatsappSteps } from "../../components/demo/whatsapp-demo";
import { whatsappDemo } from "../../content/demos";
import { page } from "../../content/pages/demo/whatsapp";
import { platformClient } from "../../lib/request-context.server";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/whatsapp";
import { lookupWhatsappContact } from "./whatsapp-lookup.server";

// Serves /demo/WhatsappDemo and /demo/WhatsAppDemo; both name the first as canonical.

export async function action({ context }: Route.ActionArgs) {
  return lookupWhatsappContact(platformClient(context), whatsappDemo.siteName);
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
