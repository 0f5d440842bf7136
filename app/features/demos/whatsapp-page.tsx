import type { ReactNode } from "react";

import { PageHero } from "#app/shared/sections/page-hero";
import { WhatsappSteps } from "./whatsapp-demo";
import { page } from "./whatsapp-page.copy";

/**
 * The WhatsApp demo (/demo/WhatsappDemo, and /demo/WhatsAppDemo naming it canonical): the six
 * steps around `button`, the WhatsApp button's island.
 */
export function WhatsappPage({ button }: { button: ReactNode }) {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="px-4 sm:px-6">
        <WhatsappSteps centre={button} />
      </div>
    </>
  );
}
