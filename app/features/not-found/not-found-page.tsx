import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";

import { notFoundCopy as copy } from "#app/shared/layout/chrome.copy";
import { SearchBox } from "#app/shared/site-search/search-box";
import { buttonVariants } from "#app/components/ui/button";
import { notFoundPageCopy as pageCopy } from "./not-found.copy";

/** The 404 page: answered with status 404 by the route that shows it. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-5xl px-6 pt-14 pb-4 sm:pt-20">
      <section className="mx-auto max-w-2xl text-center">
        <p className="eyebrow text-accent">{copy.code}</p>
        <h1 className="text-display sm:text-display-lg text-ink mt-4 font-bold text-balance">
          {copy.title}
        </h1>
        <p className="text-lead text-ink-muted mx-auto mt-5 max-w-xl text-pretty">{copy.text}</p>
        <section aria-labelledby="not-found-search-heading" className="mt-10">
          <h2 id="not-found-search-heading" className="sr-only">
            {pageCopy.searchHeading}
          </h2>
          <SearchBox id="not-found-search" variant="page" />
        </section>
        <a href={href("/")} className={buttonVariants({ size: "lg", className: "mt-8" })}>
          <Icon name="arrow-right" aria-hidden="true" className="rotate-180" />
          {copy.home}
        </a>
      </section>

      <section aria-labelledby="not-found-popular-heading" className="mt-16">
        <h2 id="not-found-popular-heading" className="eyebrow text-ink-muted">
          {pageCopy.popularHeading}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {pageCopy.popular.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="card-interactive border-line bg-surface shadow-card rounded-card group flex h-full items-start gap-4 border p-4 lg:flex-col lg:gap-3 lg:p-5"
              >
                <span className="bg-accent-soft text-accent inline-flex size-10 shrink-0 items-center justify-center rounded-xl">
                  <Icon name={link.icon} aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="text-ink flex items-center gap-1 font-semibold">
                    {link.label}
                    <Icon
                      name="arrow-right"
                      aria-hidden="true"
                      className="text-ink-subtle size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="text-ink-muted mt-1 block text-sm">{link.text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** What the page tells the console (the visitor's typo, so a warning). */
export function logNotFound(pathname: string): void {
  console.warn("404 Error: User attempted to access non-existent route:", pathname);
}
