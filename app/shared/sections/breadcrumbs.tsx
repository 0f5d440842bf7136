import { Icon } from "#app/shared/icons/icon";

import type { Crumb } from "#app/shared/seo/breadcrumbs";

/** The visible trail above a page's hero; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const last = crumbs.length - 1;
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-6 pt-8">
      <ol className="text-ink-muted flex flex-wrap items-center gap-1.5 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1.5">
            {index === last ? (
              <span aria-current="page" className="text-ink font-medium">
                {crumb.name}
              </span>
            ) : (
              <>
                <a
                  href={crumb.path}
                  className="hover:text-accent underline-offset-4 hover:underline"
                >
                  {crumb.name}
                </a>
                <Icon name="chevron-right" aria-hidden="true" className="size-4" />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
