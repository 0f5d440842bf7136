import type { ReactNode } from "react";

import { ContactInfoCards, StudioCard } from "./info-cards";
import { PageHero } from "#app/shared/sections/page-hero";
import { contactPageCopy } from "./contact.copy";
import { page } from "./contact-page.copy";

/** The contact page; `form` is the contact form, an island of its own, first on phones. */
export function ContactPage({ form }: { form: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        intro={page.intro}
        className="pb-8 sm:pt-14"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-6 pb-8 lg:grid-cols-5">
        <section aria-labelledby="contact-form-title" className="lg:order-2 lg:col-span-3">
          {form}
        </section>
        <section aria-labelledby="contact-info-title" className="lg:order-1 lg:col-span-2">
          <h2 id="contact-info-title" className="text-ink text-2xl font-bold">
            {contactPageCopy.infoHeading}
          </h2>
          <ContactInfoCards className="mt-6" />
          <StudioCard className="mt-6" />
        </section>
      </div>
    </>
  );
}
