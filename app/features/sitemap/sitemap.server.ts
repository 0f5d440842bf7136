import type { SiteContext } from "#app/context";
import { postPath } from "#app/features/blog/blog";
import type { BlogPost } from "#app/shared/platform/platform.schema";
import { href } from "#app/shared/site-map/href";
import { unavailable } from "#app/shared/platform/http.server";

import { siteSitemapPaths } from "#app/features/sitemap/site-pages";

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

function postLastmod(post: BlogPost): string | undefined {
  const value = post.updatedAt ?? post.date ?? post.createdAt;
  if (!value) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

// A moved address (content/redirects.json) is listed once at its new place. Undefined without
// the posts: a sitemap lacking them would tell crawlers they are gone (the route answers 503).
export async function sitemapEntries({
  platform,
  log,
  movedTo,
}: Pick<SiteContext, "platform" | "log" | "movedTo">): Promise<SitemapEntry[] | undefined> {
  const entries: SitemapEntry[] = siteSitemapPaths.map((path) => ({ path }));
  try {
    const posts = await platform.getAllBlogs();
    const dated = posts.map((post) => ({
      path: postPath(post),
      lastmod: postLastmod(post),
    }));
    const newest = dated
      .map((entry) => entry.lastmod)
      .filter((lastmod): lastmod is string => lastmod !== undefined)
      .sort()
      .at(-1);
    const blog = entries.find((entry) => entry.path === href("/blog"));
    if (blog && newest) blog.lastmod = newest;
    entries.push(...dated);
  } catch (error) {
    log.error({ err: error }, "sitemap: could not load blog posts");
    return undefined;
  }
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    const path = movedTo?.(entry.path) ?? entry.path;
    if (!path.startsWith("/") || seen.has(path)) return [];
    seen.add(path);
    return [{ ...entry, path }];
  });
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** /sitemap.xml; 503 without the posts. */
export async function sitemapResponse(site: SiteContext): Promise<Response> {
  const { siteUrl } = site.config;
  const entries = await sitemapEntries(site);
  if (!entries) return unavailable();
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("");
  return cachedResponse(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
    "application/xml; charset=utf-8",
  );
}

const cachedResponse = (body: string, contentType: string) =>
  new Response(body, {
    headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=3600" },
  });

export function robotsResponse({ config }: Pick<SiteContext, "config">): Response {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /studio/",
    "Disallow: /admin",
    `Sitemap: ${config.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return cachedResponse(body, "text/plain; charset=utf-8");
}
