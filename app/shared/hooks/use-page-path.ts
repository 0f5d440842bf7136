import { useLocation } from "react-router";
import { withoutTrailingSlash } from "#app/shared/site-map/trailing-slash";

/**
 * The page's path without a trailing slash. React Router prerenders `/channels/voice` as
 * `/channels/voice/`, the browser and the server's own renders see `/channels/voice`: what a page
 * derives from its path (a visual, a form's action) must be the same in all three, or the
 * static copy differs from the rendered one and hydration does not match.
 */
export function usePagePath(): string {
  const { pathname } = useLocation();
  return withoutTrailingSlash(pathname);
}
