import { siteContext } from "#app/context.server";
import { sitemapEntries } from "./sitemap.server";
import { unavailable } from "#app/shared/platform/http.server";
import type { Route } from "./+types/sitemap.route";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** /sitemap.xml: every indexable URL, the blog posts from the API included, with lastmod; 503 without the posts. */
export async function loader({ context }: Route.LoaderArgs) {
  const site = siteContext(context);
  const { siteUrl } = site.config;
  const entries = await sitemapEntries(site);
  if (!entries) return unavailable();
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
    {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    },
  );
}
