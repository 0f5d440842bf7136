import { siteContext } from "../../context.server";
import { sitemapPaths } from "./sitemap.server";
import { unavailable } from "../../shared/platform/http.server";
import type { Route } from "./+types/sitemap.route";

/** /sitemap.xml: every indexable URL, the blog posts from the API included; 503 without them. */
export async function loader({ context }: Route.LoaderArgs) {
  const site = siteContext(context);
  const { siteUrl } = site.config;
  const paths = await sitemapPaths(site);
  if (!paths) return unavailable();
  const urls = paths.map((path) => `<url><loc>${siteUrl}${path}</loc></url>`).join("");
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
