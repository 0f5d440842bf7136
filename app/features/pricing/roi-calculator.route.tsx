import { useLocation } from "react-router";
import { href } from "#app/shared/site-map/href";

import { PageHero } from "#app/shared/sections/page-hero";
import { RoiCalculatorPanel } from "./roi-calculator-panel";
import { Section } from "#app/shared/sections/section";
import { CtaBand } from "#app/shared/sections/cta-band";
import { page } from "./roi-calculator-page.copy";
import { roiText } from "./pricing.copy";
import { parseRoiQuery, ROI_PARAMS } from "./query";
import { seo } from "#app/shared/seo/seo";
import type { RouteHandle } from "#app/context";
import type { Route } from "./+types/roi-calculator.route";

/** The calculator reads its inputs from the query on the server too. */
export const handle = { queryParams: Object.values(ROI_PARAMS) } satisfies RouteHandle;

/** The calculator's inputs from the query (a shared link, or the no-JavaScript form). */
export function loader({ url }: Route.LoaderArgs) {
  return { inputs: parseRoiQuery(url.searchParams) };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { key } = useLocation();
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <Section
        id="calculator"
        title={roiText.calculatorTitle}
        intro={roiText.calculatorIntro}
        className="pt-0"
      >
        <RoiCalculatorPanel key={key} initial={loaderData.inputs} />
      </Section>
      <CtaBand
        title={roiText.cta.title}
        text={roiText.cta.text}
        primary={{ label: roiText.cta.primary, to: { studio: "" } }}
        secondary={{ label: roiText.plansLink, to: href("/pricing") }}
      />
    </>
  );
}
