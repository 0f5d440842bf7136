import type { ReactNode } from "react";
import { href } from "#app/shared/site-map/href";

import { filterAttributes } from "#app/shared/search/list-filter";
import type { Integration } from "./integrations.copy";
import { integrationSearchFields, matchesIntegration } from "./integrations-filter";
import { IntegrationCard } from "./integration-card";

export const INTEGRATION_LIST_ID = "integration-list";
export const NO_INTEGRATIONS_ID = "no-integrations";

/**
 * The searchable directory: every card is in the page, those that do not match `query` hidden,
 * so the search island (`search`, integration-search.tsx) filters by showing and hiding cards.
 * Without JavaScript the search is a GET form and the server hides the same cards.
 */
export function IntegrationDirectory({
  integrations,
  query,
  search,
}: {
  integrations: readonly Integration[];
  query: string;
  search: ReactNode;
}) {
  const shown = integrations.filter((integration) => matchesIntegration(integration, query));
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      {search}
      {/* Two cards a row even on phones; each card's parts share the row's tracks (subgrid),
          so names, categories and descriptions line up across a row. */}
      <ul id={INTEGRATION_LIST_ID} className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {integrations.map((integration) => (
          <li
            key={integration.slug}
            className="row-span-5 grid grid-rows-subgrid gap-y-0"
            hidden={!shown.includes(integration)}
            {...filterAttributes(integrationSearchFields(integration))}
          >
            <IntegrationCard integration={integration} />
          </li>
        ))}
      </ul>
      <div
        id={NO_INTEGRATIONS_ID}
        hidden={shown.length > 0}
        className="border-line-strong bg-surface mt-8 rounded-2xl border border-dashed p-10 text-center"
      >
        <p className="text-ink text-lg font-semibold">
          No integrations found matching your search.
        </p>
        <p className="text-ink-muted mt-2">
          Try a platform name such as Shopify, or a category such as eCommerce.
        </p>
        <a
          href={href("/integrations")}
          data-show-all=""
          className="text-accent mt-4 inline-block rounded font-semibold hover:underline"
        >
          Show all integrations
        </a>
      </div>
    </div>
  );
}
