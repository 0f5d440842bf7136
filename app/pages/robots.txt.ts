import type { APIRoute } from "astro";

import { robotsResponse } from "#app/features/sitemap/sitemap.server";

export const GET: APIRoute = ({ locals }) => robotsResponse(locals.site);
