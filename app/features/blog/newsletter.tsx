import { Mail } from "lucide-react";

import { blogCopy } from "./blog.copy";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";

/**
 * 'Stay Updated': an e-mail field of type email without validation or
 * submission; Subscribe only links to the studio.
 */
export function Newsletter() {
  const id = "newsletter";
  const copy = blogCopy.newsletter;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="from-brand-700 to-brand-900 mx-auto my-16 max-w-4xl rounded-3xl bg-gradient-to-br px-8 py-12 text-center text-white"
    >
      <Mail aria-hidden="true" className="text-night-muted mx-auto size-10" />
      <h2 id={`${id}-title`} className="mt-4 text-3xl font-bold">
        {copy.title}
      </h2>
      <p className="text-night-muted mx-auto mt-3 max-w-xl">{copy.text}</p>
      <div className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={copy.emailPlaceholder}
          className="bg-surface text-ink placeholder:text-ink-subtle h-12 flex-1 rounded-lg border border-white/40 px-4 focus-visible:outline-white"
        />
        <StudioLink className={buttonVariants({ variant: "inverted", size: "lg" })}>
          {copy.subscribe}
        </StudioLink>
      </div>
    </section>
  );
}
