import { href } from "#app/shared/site-map/href";
import type { MetaDescriptor } from "#app/shared/seo/seo";

import { siteConfig } from "#app/shared/copy/site.copy";
import { company, type Office } from "#app/shared/copy/facts.copy";
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
      email: company.email,
      telephone: company.phone.display,
      address: postalAddress(company.offices.headquarters),
      location: Object.values(company.offices).map((office) => ({
        "@type": "Place",
        name: office.name,
        address: postalAddress(office),
      })),
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

function postalAddress(office: Office) {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street,
    addressLocality: office.city,
    postalCode: office.postalCode,
    addressCountry: office.country,
  };
}
