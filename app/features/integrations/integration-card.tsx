import { ArrowRight } from "lucide-react";
import { href } from "#app/shared/site-map/href";

import type { Integration } from "./integrations.copy";
import { IntegrationLogo } from "#app/shared/images/integration-logo";

/**
 * A directory card: logo, name, category, description and a link to the platform's page. Its
 * five parts are rows of the directory's grid (subgrid), so a row's pills and texts line up.
 */
export function IntegrationCard({ integration }: { integration: Integration }) {
  return (
    <article className="card-interactive rounded-card border-line shadow-card bg-surface row-span-5 grid min-w-0 grid-rows-subgrid gap-y-0 border p-4 sm:p-5">
      <IntegrationLogo title={integration.title} size={44} />
      <h2 className="text-ink mt-3 text-base leading-snug font-semibold sm:mt-4 sm:text-lg">
        {integration.title}
      </h2>
      {/* Whole, on two lines where a phone's card is too narrow for a long category name. */}
      <p
        data-category=""
        className="bg-accent-soft text-accent-strong mt-2 max-w-full self-start justify-self-start rounded-lg px-2 py-0.5 text-[11px] leading-4 font-semibold text-balance"
      >
        {integration.category}
      </p>
      <p className="text-ink-muted mt-2 text-sm sm:text-base">{integration.description}</p>
      <a
        href={href("/channels/:name", { name: integration.slug })}
        className="text-accent inline-flex items-center gap-1 self-end justify-self-start rounded pt-4 text-sm font-semibold hover:underline sm:text-base"
      >
        Learn more<span className="sr-only"> about {integration.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </article>
  );
}
