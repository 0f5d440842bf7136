import { href } from "#app/shared/site-map/href";

/**
 * A path without its trailing slashes (`/channels/voice/` is `/channels/voice`), the home page
 * staying `/`. React Router prerenders at `/x/`, browsers and the server ask for `/x`: whatever
 * is keyed on a path (a page's visual, a redirect) must see one spelling.
 */
export function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? href("/") : trimmed;
}
