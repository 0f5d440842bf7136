import { siteContext } from "#app/context.server";
import type { Route } from "./+types/robots.route";

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = siteContext(context).config;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /studio/",
    "Disallow: /admin",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
