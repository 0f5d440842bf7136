import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { integrationSlugs } from "#app/shared/copy/slugs.copy";
import { integrationDetails } from "./integration-details.copy";
import { IntegrationPage, integrationSeo } from "./integration-page";
import { integrations } from "./integrations.copy";

describe("an integration's page", () => {
  it("has a page for each of the 16 directory cards", () => {
    expect(integrations.map((i) => i.slug)).toEqual([...integrationSlugs]);
  });

  it.each(integrations)(
    "shows what the agent does in $title, features, setup, related",
    (integration) => {
      const details = integrationDetails[integration.slug];
      expect(details.agentRole.length).toBeGreaterThan(80);
      expect(details.features).toHaveLength(3);
      expect(details.setup).toHaveLength(3);
      const html = renderToStaticMarkup(<IntegrationPage integration={integration} />);
      // the three other platforms of the same category, never itself
      const related = integrations.filter(
        (other) => other.category === integration.category && other.slug !== integration.slug,
      );
      expect(related).toHaveLength(3);
      for (const other of related) expect(html).toContain(`/channels/${other.slug}"`);
      expect(integrationSeo(integration).path).toBe(`/channels/${integration.slug}`);
    },
  );
});
