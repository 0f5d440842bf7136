import { route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The URL React Router still answers: the catch-all (the site's 404 page). Every page,
 * the sales desk (/admin) included, is an Astro page (app/pages/).
 */
export default [route("*", "features/not-found/not-found.route.tsx")] satisfies RouteConfig;
