import { href } from "#app/shared/site-map/href";
import { withoutTrailingSlash } from "#app/shared/site-map/trailing-slash";

/** An alias answers with its target's page, canonical URL and sitemap entry. */
export const pathAliases: Readonly<Record<string, string>> = {
  [href("/privacy")]: href("/privacy-policy"),
  [href("/demo/WhatsAppDemo")]: href("/demo/WhatsappDemo"),
};

export function canonicalPath(path: string): string {
  return pathAliases[path] ?? path;
}

/** The path whose page file answers `pathname`: an alias's target, else the path itself. */
export function answeringPath(pathname: string): string {
  return pathAliases[withoutTrailingSlash(pathname)] ?? pathname;
}
