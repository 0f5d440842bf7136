import { href } from "#app/shared/site-map/href";

/**
 * Addresses that serve another page: the footer links /privacy and the cookie banner
 * /privacy-policy; the site links the WhatsApp demo under two spellings. The alias answers with
 * the same page, whose canonical URL is the target; the sitemap lists only the target.
 */
export const pathAliases: Readonly<Record<string, string>> = {
  [href("/privacy")]: href("/privacy-policy"),
  [href("/demo/WhatsAppDemo")]: href("/demo/WhatsappDemo"),
};

/** The canonical path of a page reached at `path`. */
export function canonicalPath(path: string): string {
  return pathAliases[path] ?? path;
}
