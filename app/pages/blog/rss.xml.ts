import type { APIRoute } from "astro";

import { rssResponse } from "#app/features/blog/rss-feed.server";

export const GET: APIRoute = ({ locals }) => rssResponse(locals.site);
