import { href } from "#app/shared/site-map/href";

import type { Integration } from "./integrations.copy";
import { IntegrationLogo } from "#app/shared/images/integration-logo";

/** Links to the other platforms of the same category. */
export function RelatedIntegrations({ integrations }: { integrations: readonly Integration[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {integrations.map((integration) => (
        <li key={integration.slug}>
          <a
            href={href("/channels/:name", { name: integration.slug })}
            className="card-interactive border-line shadow-card bg-surface text-ink flex h-full items-center gap-3 rounded-xl border p-4 font-semibold"
          >
            <IntegrationLogo title={integration.title} size={36} />
            {integration.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
