import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";

import { footerColumns } from "./navigation.copy";
import { siteConfig } from "#app/shared/copy/site.copy";
import { addressLine, company } from "#app/shared/copy/facts.copy";
import { Wordmark } from "./wordmark";
import { CopyrightYear } from "./copyright-year";

/** `currentYear` (the demo landing pages) replaces the fixed copyright year. */
export function SiteFooter({ currentYear }: { currentYear?: number }) {
  const { headquarters } = company.offices;
  return (
    <footer className="bg-night text-night-muted mt-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 pt-16 pb-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <a href={href("/")} className="inline-flex rounded-lg">
            <Wordmark tone="night" />
          </a>
          <p className="text-night-ink mt-5 max-w-sm text-lg leading-7 font-medium tracking-[-0.015em] text-balance">
            {siteConfig.tagline}
          </p>
          <address className="mt-6 grid gap-3 text-sm not-italic">
            <a
              href={`mailto:${company.email}`}
              className="hover:text-night-ink flex items-center gap-2"
            >
              <Icon name="mail" aria-hidden="true" className="size-4" />
              {company.email}
            </a>
            <a href={company.phone.href} className="hover:text-night-ink flex items-center gap-2">
              <Icon name="phone" aria-hidden="true" className="size-4" />
              {company.phone.display}
            </a>
            <span className="flex items-start gap-2">
              <Icon name="map-pin" aria-hidden="true" className="mt-0.5 size-4" />
              <span>
                <span className="text-night-ink">{headquarters.name}</span>
                <br />
                {addressLine(headquarters)}
              </span>
            </span>
          </address>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="eyebrow text-night-ink">{column.title}</h2>
            <ul className="mt-4 grid gap-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-night-ink">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-night-line border-t">
        {/* Below xl the chat launcher has no margin to sit in: the page ends with room for it. */}
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-6 pt-6 pb-24 text-sm sm:flex-row xl:pb-6">
          <p>
            ©{" "}
            {currentYear === undefined ? (
              company.copyrightYear
            ) : (
              <CopyrightYear year={currentYear} />
            )}{" "}
            {siteConfig.name}. All rights reserved.
          </p>
          <ul className="flex gap-4" aria-label="Social networks">
            {company.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-night-ink"
                >
                  {network.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
