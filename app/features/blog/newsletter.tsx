import { Mail } from "lucide-react";

import { blogCopy } from "./blog.copy";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";

/**
 * 'Stay Updated': an e-mail field of type email without validation or submission; Subscribe
 * only links to the studio. Inset from the screen's edges on a phone, the field and the button
 * full width and of one height there; side by side from 640 px.
 */
export function Newsletter() {
  const id = "newsletter";
  const copy = blogCopy.newsletter;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto my-16 max-w-6xl px-4 sm:my-24 sm:px-6"
    >
      <div className="from-brand-700 to-brand-900 rounded-panel grid gap-8 bg-gradient-to-br px-6 py-10 text-white sm:px-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center lg:gap-12 lg:px-14">
        <div>
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
            <Mail aria-hidden="true" className="size-5" />
          </span>
          <h2 id={`${id}-title`} className="text-heading mt-5 font-bold">
            {copy.title}
          </h2>
          <p className="text-brand-100 mt-3 max-w-xl text-pretty">{copy.text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            {copy.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={copy.emailPlaceholder}
            className="bg-surface text-ink placeholder:text-ink-subtle h-12 w-full min-w-0 rounded-full border border-white/40 px-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:flex-1"
          />
          <StudioLink
            className={buttonVariants({ variant: "inverted", size: "lg", className: "shrink-0" })}
          >
            {copy.subscribe}
          </StudioLink>
        </div>
      </div>
    </section>
  );
}
