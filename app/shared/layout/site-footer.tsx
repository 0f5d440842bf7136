import { Icon } from "../icons/icon";
import { Link, href } from "react-router";

import { useSiteNavigation } from "../document/public-config";
import { siteConfig } from "../copy/site.copy";

/** The footer on every page. */
export function SiteFooter() {
  const { address } = siteConfig;
  const { footerColumns } = useSiteNavigation();
  return (
    <footer className="mt-24 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link to={href("/")} className="flex items-center gap-2 text-lg font-bold text-white">
            <Icon name="bot" aria-hidden="true" className="text-brand-200 size-7" />
            {siteConfig.name}
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6">{siteConfig.tagline}</p>
          <address className="mt-6 grid gap-3 text-sm not-italic">
            <a
              href={`mailto:${siteConfig.supportEmail}`}
              className="flex items-center gap-2 hover:text-white"
            >
              <Icon name="mail" aria-hidden="true" className="size-4" />
              {siteConfig.supportEmail}
            </a>
            <a href={siteConfig.phone.href} className="flex items-center gap-2 hover:text-white">
              <Icon name="phone" aria-hidden="true" className="size-4" />
              {siteConfig.phone.display}
            </a>
            <span className="flex items-start gap-2">
              <Icon name="map-pin" aria-hidden="true" className="mt-0.5 size-4" />
              <span>
                {address.street}, {address.city} {address.postalCode}
              </span>
            </span>
          </address>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-6 py-6 text-sm sm:flex-row">
          <p>
            © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
          </p>
          <ul className="flex gap-4" aria-label="Social networks">
            {siteConfig.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white"
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
