import { route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The URLs React Router still answers: the sales desk and the catch-all. Every public page is
 * an Astro page (app/pages/).
 */
export default [
  // The sales team's inquiries desk: rendered per request, never prerendered, listed or indexed
  // (app/shared/site-map/site-paths.ts leaves /admin out); a 404 when no admin credentials are configured.
  route("admin/sign-in", "features/desk/sign-in.route.tsx"),
  route("admin/sign-out", "features/desk/sign-out.route.ts"),
  route("admin/inquiries", "features/desk/inquiries.route.tsx"),
  route("admin/inquiries.csv", "features/desk/inquiries-csv.route.ts"),
  route("admin/inquiries/:id", "features/desk/inquiry.route.tsx"),
  route("admin/users", "features/desk/users.route.tsx"),
  route("admin/audit", "features/desk/audit.route.tsx"),
  route("admin/account", "features/desk/account.route.tsx"),
  route("admin/invite/:token", "features/desk/invite.route.tsx"),

  route("*", "features/not-found/not-found.route.tsx"),
] satisfies RouteConfig;
