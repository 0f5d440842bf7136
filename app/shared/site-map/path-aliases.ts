import { href } from "#app/shared/site-map/href";

/** An alias answers with the same page, whose canonical URL (and sitemap entry) is the target. */
export const pathAliases: Readonly<Record<string, string>> = {
  [href("/privacy")]: href("/privacy-policy"),
  [href("/demo/WhatsAppDemo")]: href("/demo/WhatsappDemo"),
};

export function canonicalPath(path: string): string {
  return pathAliases[path] ?? path;
}
