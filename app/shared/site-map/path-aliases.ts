import { withoutTrailingSlash } from "#app/shared/site-map/trailing-slash";

/** An alias answers with its target's page, canonical URL and sitemap entry. */
export const pathAliases = {
  "/privacy": "/privacy-policy",
  "/demo/WhatsAppDemo": "/demo/WhatsappDemo",
} as const satisfies Record<string, string>;

const aliasTargets: Readonly<Record<string, string>> = pathAliases;

export function canonicalPath(path: string): string {
  return aliasTargets[path] ?? path;
}

/** The path whose page file answers `pathname`: an alias's target, else the path itself. */
export function answeringPath(pathname: string): string {
  return aliasTargets[withoutTrailingSlash(pathname)] ?? pathname;
}
