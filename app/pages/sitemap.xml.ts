import type { APIRoute } from "astro";

import { sitemapResponse } from "#app/features/sitemap/sitemap.server";

export const GET: APIRoute = ({ locals }) => sitemapResponse(locals.site);
