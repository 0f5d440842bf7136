import type { ReactNode } from "react";

import { CtaBand } from "#app/shared/sections/cta-band";
import { PageHero } from "#app/shared/sections/page-hero";
import { WhatsappChat } from "./whatsapp-chat";
import { WhatsappSteps } from "./whatsapp-demo";
import { page, whatsappCta } from "./whatsapp-page.copy";

/**
 * The WhatsApp demo (/demo/WhatsappDemo, and /demo/WhatsAppDemo naming it canonical): the six
 * steps around `button`, the WhatsApp button's island, beside a sample conversation, then a
 * call to action.
 */
export function WhatsappPage({ button }: { button: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <div className="mx-auto grid max-w-6xl items-center gap-16 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-12">
        <WhatsappSteps centre={button} />
        <WhatsappChat />
      </div>
      <CtaBand {...whatsappCta} />
    </>
  );
}
