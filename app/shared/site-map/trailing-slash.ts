import { href } from "#app/shared/site-map/href";

/** `/x/` and `/x` as one spelling (`/` stays), for whatever is keyed on a path. */
export function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? href("/") : trimmed;
}
