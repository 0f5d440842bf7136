import { href } from "#app/shared/site-map/href";

import { notFoundCopy as copy } from "#app/shared/layout/chrome.copy";
import { buttonVariants } from "#app/components/ui/button";

/** The 404 page: answered with status 404 by the route that shows it. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-accent-vivid text-7xl font-bold">{copy.code}</p>
      <h1 className="text-ink mt-4 text-3xl font-bold">{copy.title}</h1>
      <p className="text-ink-muted mt-3">{copy.text}</p>
      <a href={href("/")} className={buttonVariants({ className: "mt-8" })}>
        {copy.home}
      </a>
    </section>
  );
}

/** What the page tells the console (the visitor's typo, so a warning). */
export function logNotFound(pathname: string): void {
  console.warn("404 Error: User attempted to access non-existent route:", pathname);
}
