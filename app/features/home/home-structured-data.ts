import { href } from "#app/shared/site-map/href";
import type { MetaDescriptor } from "#app/shared/seo/seo";

import { siteConfig } from "#app/shared/copy/site.copy";
import { absoluteUrl, jsonLd } from "#app/shared/seo/seo";

/** JSON-LD of the home page: the Organization behind the site and the WebSite itself. */
export function homeStructuredData(siteUrl: string): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, href("/"));
  return [
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: siteConfig.name,
      url,
      logo: absoluteUrl(siteUrl, "/apple-touch-icon.png"),
      description: siteConfig.description,
      email: siteConfig.supportEmail,
      telephone: siteConfig.phone.display,
      address: {
        "@type": "PostalAddress",
        streetAddress: siteConfig.address.street,
        addressLocality: siteConfig.address.city,
        postalCode: siteConfig.address.postalCode,
        addressCountry: siteConfig.address.country,
      },
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteConfig.name,
      url,
      description: siteConfig.description,
    }),
  ];
}
