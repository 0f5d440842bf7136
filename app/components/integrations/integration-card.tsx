import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import type { Integration } from "../../content/integrations";
import { IntegrationLogo } from "../integration-logo";

/** A directory card: logo, name, category, description and a link to the platform's page. */
export function IntegrationCard({ integration }: { integration: Integration }) {
  return (
    <article className="card-interactive rounded-card border-line shadow-card flex h-full flex-col border bg-white p-6">
      <IntegrationLogo title={integration.title} size={48} />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{integration.title}</h2>
      <p className="bg-brand-50 text-brand-800 mt-2 w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold">
        {integration.category}
      </p>
      <p className="mt-2 text-slate-600">{integration.description}</p>
      <Link
        to={`/channels/${integration.slug}`}
        className="text-brand-700 mt-auto inline-flex items-center gap-1 self-start rounded pt-4 font-semibold hover:underline"
      >
        Learn more<span className="sr-only"> about {integration.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
