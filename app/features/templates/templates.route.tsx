import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { TemplateGallery } from "./template-gallery";
import { page } from "./templates-page.copy";
import { templatesCopy } from "./templates.copy";
import { siteContext } from "#app/context.server";
import { seo } from "#app/shared/seo/seo";
import { loadTemplateCards } from "./templates.server";
import type { RouteHandle } from "#app/context";
import type { Route } from "./+types/templates.route";

/** The gallery's filter is rendered from `?q=&category=` on the server too. */
export const handle = { queryParams: ["q", "category"] } satisfies RouteHandle;

/**
 * Rendered per request: the templates come from the API (sanitized on the server). The filter
 * itself runs in the component, from the URL's query, on the server and then live.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { templates: await loadTemplateCards(siteContext(context)) };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* On phones the heading took two lines in the fallback and three in Inter (CLS 0.05 when
          the font came late, docs/decisions/0006-font-strategy.md): at 20rem it takes three in both. */}
      <PageHero
        eyebrow={templatesCopy.eyebrow}
        title={page.heading}
        intro={page.intro}
        titleClassName="max-sm:mx-auto max-sm:max-w-[20rem]"
      />
      <TemplateGallery templates={loaderData.templates} />
      <CtaBand
        title={templatesCopy.cta.title}
        text={templatesCopy.cta.text}
        primary={templatesCopy.cta.primary}
        secondary={templatesCopy.cta.secondary}
      />
    </>
  );
}
