import { ArrowRight } from "lucide-react";
import { href } from "#app/shared/site-map/href";

import type { Integration } from "./integrations.copy";
import { IntegrationLogo } from "#app/shared/images/integration-logo";

/** A directory card: logo, name, category, description and a link to the platform's page. */
export function IntegrationCard({ integration }: { integration: Integration }) {
  return (
    <article className="card-interactive rounded-card border-line shadow-card bg-surface flex h-full flex-col border p-6">
      <IntegrationLogo title={integration.title} size={48} />
      <h2 className="text-ink mt-4 text-lg font-semibold">{integration.title}</h2>
      <p className="bg-accent-soft text-accent-strong mt-2 w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold">
        {integration.category}
      </p>
      <p className="text-ink-muted mt-2">{integration.description}</p>
      <a
        href={href("/channels/:name", { name: integration.slug })}
        className="text-accent mt-auto inline-flex items-center gap-1 self-start rounded pt-4 font-semibold hover:underline"
      >
        Learn more<span className="sr-only"> about {integration.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </article>
  );
}
