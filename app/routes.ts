import { route, type RouteConfig } from "@react-router/dev/routes";

/** Every URL of the site, grouped by area: the main pages, channels, demos, legal pages. */
export default [
  // Pricing and calculators
  route("pay-as-you-go", "features/pricing/pay-as-you-go.route.tsx"),
  route("roi-calculator", "features/pricing/roi-calculator.route.tsx"),

  // API-backed content

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

  // Machine-readable resources

  route("*", "features/not-found/not-found.route.tsx"),
] satisfies RouteConfig;
