import { useLocation } from "react-router";

import { IntegrationDirectory } from "./integration-directory";
import { PageHero } from "#app/shared/sections/page-hero";
import { integrations } from "./integrations.copy";
import { eyebrow, page } from "./integrations-page.copy";
import { queryFromSearch } from "./integrations-filter";
import { seo } from "#app/shared/seo/seo";
import type { RouteHandle } from "#app/context";
import type { Route } from "./+types/integrations.route";

/** The directory is filtered from `?q=` on the server too. */
export const handle = { queryParams: ["q"] } satisfies RouteHandle;

/** The search query from `?q=`, so a visitor without JavaScript gets the filtered list. */
export function loader({ url }: Route.LoaderArgs) {
  return { query: queryFromSearch(url.searchParams) };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  // A navigation (a link to this page, Back to a filtered list) starts from its own query.
  const { key } = useLocation();
  return (
    <>
      <PageHero eyebrow={eyebrow} title={page.heading} intro={page.intro} />
      <IntegrationDirectory key={key} integrations={integrations} initialQuery={loaderData.query} />
    </>
  );
}
