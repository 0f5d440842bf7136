import { useLocation } from "react-router";

import { PageHero } from "../components/page-hero";
import { RoiCalculatorPanel } from "../components/pricing/roi-calculator-panel";
import { Section } from "../components/sections/section";
import { CtaBand } from "../components/sections/cta-band";
import { page } from "../content/pages/roi-calculator";
import { roiText } from "../content/pricing";
import { parseRoiQuery } from "../lib/pricing/query";
import { seo } from "../lib/seo";
import type { Route } from "./+types/roi-calculator";

/** The calculator's inputs from the query (a shared link, or the no-JavaScript form). */
export function loader({ request }: Route.LoaderArgs) {
  return { inputs: parseRoiQuery(new URL(request.url).searchParams) };
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
        secondary={{ label: roiText.plansLink, to: "/pricing" }}
      />
    </>
  );
}
