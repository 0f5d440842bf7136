import { PageHero } from "#app/shared/sections/page-hero";
import { WhatsappButton, WhatsappSteps } from "./whatsapp-demo";
import { siteContext } from "#app/context.server";
import { whatsappDemo } from "./demos.copy";
import { page } from "./whatsapp-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/whatsapp.route";
import { whatsappLookupFormAction } from "./whatsapp-lookup.server";
import { runFormAction } from "#app/shared/forms/form-action.server";
import { data } from "react-router";

// Serves /demo/WhatsappDemo and /demo/WhatsAppDemo; both name the first as canonical.

export async function action({ request, context }: Route.ActionArgs) {
  const { platform, log } = siteContext(context);
  const lookup = whatsappLookupFormAction({
    client: platform,
    siteName: whatsappDemo.siteName,
    log,
  });
  const { result, status } = await runFormAction(request, lookup);
  return data(result, { status });
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
