import { href } from "#app/shared/site-map/href";

/**
 * A path without its trailing slashes (`/channels/voice/` is `/channels/voice`), the home page
 * staying `/`. A visitor may ask for `/x/` or `/x`: whatever is keyed on a path (a page's
 * visual, a redirect) must see one spelling.
 */
export function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? href("/") : trimmed;
}
