import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";

import { integrationsSection } from "./home-page.copy";
import { integrationCategories, integrations } from "#app/features/integrations/integrations.copy";
import { IntegrationLogo } from "#app/shared/images/integration-logo";
import { Section } from "#app/shared/sections/section";
import { StudioLink } from "#app/shared/links/studio-link";
import { cn } from "#app/shared/ui-utils";
import { phoneScrollCard, phoneScrollRow } from "./phone-scroll-row";

/**
 * The 16 platforms in their four groups, from the one
 * integrations list the directory also uses. Each card opens the studio in a new tab.
 */
export function IntegrationGroups() {
  return (
    <Section
      id="integrations"
      tone="white"
      eyebrow={integrationsSection.eyebrow}
      title={integrationsSection.title}
      intro={integrationsSection.intro}
      className="max-sm:py-12"
    >
      <div className={cn("grid gap-10 lg:grid-cols-2", phoneScrollRow)}>
        {integrationCategories.map((category) => {
          const headingId = `integration-group-${category.toLowerCase().replace(/\s+/g, "-")}`;
          return (
            <section key={category} aria-labelledby={headingId} className={phoneScrollCard}>
              <h3 id={headingId} className="text-ink text-lg font-semibold">
                {category}
              </h3>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {integrations
                  .filter((integration) => integration.category === category)
                  .map((integration) => (
                    <li key={integration.slug}>
                      <StudioLink className="card-interactive border-line bg-canvas text-ink hover:bg-surface flex h-full items-center gap-3 rounded-xl border p-3 font-medium">
                        <IntegrationLogo title={integration.title} size={40} />
                        <span>{integration.title}</span>
                      </StudioLink>
                    </li>
                  ))}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="mt-6 text-center sm:mt-10">
        <a
          href={href("/integrations")}
          className="text-accent inline-flex items-center gap-1 font-semibold hover:underline"
        >
          {integrationsSection.allLink}
          <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </a>
      </p>
    </Section>
  );
}
