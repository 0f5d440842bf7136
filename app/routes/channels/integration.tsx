import { PageHero } from "../../components/page-hero";
import { findIntegration } from "../../content/integrations";
import { notFound } from "../../lib/http.server";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/integration";

export function loader({ params }: Route.LoaderArgs) {
  const integration = findIntegration(params.name);
  if (!integration) notFound();
  return { integration };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  data
    ? seo(matches, {
        title: `${data.integration.title} AI Agent Integration`,
        description: data.integration.description,
        path: `/channels/${data.integration.slug}`,
        keywords: [`${data.integration.title} AI agent`, `${data.integration.title} chatbot`],
      })
    : [];

export default function IntegrationPage({ loaderData }: Route.ComponentProps) {
  const { integration } = loaderData;
  return (
    <PageHero
      eyebrow={integration.category}
      title={`${integration.title} AI Agent Integration`}
      intro={integration.description}
    />
  );
}
