import { siteContext } from "../../context.server";
import { sitemapPaths } from "./sitemap.server";
import type { Route } from "./+types/sitemap.route";

/** /sitemap.xml: every indexable URL, the blog posts from the API included. */
export async function loader({ context }: Route.LoaderArgs) {
  const site = siteContext(context);
  const { siteUrl } = site.config;
  const urls = (await sitemapPaths(site))
    .map((path) => `<url><loc>${siteUrl}${path}</loc></url>`)
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
