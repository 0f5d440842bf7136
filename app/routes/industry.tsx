import { PageHero } from "../components/page-hero";
import { findIndustry } from "../content/industries";
import { notFound } from "../lib/http.server";
import { seo } from "../lib/seo";
import type { Route } from "./+types/industry";

export function loader({ params }: Route.LoaderArgs) {
  const industry = findIndustry(params.slug);
  if (!industry) notFound();
  return { industry };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  data
    ? seo(matches, {
        title: `AI Agents for ${data.industry.name}`,
        description: data.industry.description,
        path: `/industry/${data.industry.slug}`,
        keywords: [`${data.industry.name} AI agent`, `${data.industry.name} chatbot`],
      })
    : [];

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  return <PageHero title={`AI Agents for ${industry.name}`} intro={industry.description} />;
}
