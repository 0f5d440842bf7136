import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";

import { IntegrationLogo } from "#app/shared/images/integration-logo";

/** Integration logos; the whole strip leads to the /integrations directory. */
export function LogoStrip({
  id,
  title,
  linkLabel,
  integrations,
}: {
  id: string;
  title: string;
  linkLabel: string;
  integrations: readonly { slug: string; title: string }[];
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-line border-y py-12">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id={headingId} className="text-ink-muted text-center text-sm font-semibold uppercase">
          {title}
        </h2>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {integrations.map((integration, index) => (
            <li
              key={integration.slug}
              className="enter-rise"
              style={{ "--enter-order": index } as React.CSSProperties}
            >
              <a
                href={href("/channels/:name", { name: integration.slug })}
                className="card-interactive border-line bg-surface text-ink-soft hover:text-ink flex items-center gap-2 rounded-full border py-1.5 pr-4 pl-1.5 text-sm font-medium"
              >
                <IntegrationLogo title={integration.title} size={28} className="rounded-full" />
                {integration.title}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <a
            href={href("/integrations")}
            className="text-accent inline-flex items-center gap-1 font-semibold hover:underline"
          >
            {linkLabel}
            <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </a>
        </p>
      </div>
    </section>
  );
}
