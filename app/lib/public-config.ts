import { useRouteLoaderData } from "react-router";

import type { PublicConfig } from "../../server/config";

const fallback: PublicConfig = {
  siteUrl: "http://localhost:3000",
  studioUrl: "http://localhost:3000/studio",
  logoCdnUrl: null,
};

/** The public configuration the root loader sends to the browser (studio URL, site URL). */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as { publicConfig: PublicConfig } | undefined;
  return data?.publicConfig ?? fallback;
}

/** Joins the studio URL and a path: studioHref(studioUrl, "/chat/WebsiteDemo"). */
export function studioHref(studioUrl: string, path = ""): string {
  return `${studioUrl}${path}`;
}
