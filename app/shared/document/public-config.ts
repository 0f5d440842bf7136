import { useRouteLoaderData } from "react-router";

import type { PublicConfig } from "#app/context";
import type {
  footerColumns,
  mobileNavLinks,
  navLinks,
  navMenus,
} from "#app/shared/layout/navigation.copy";

const fallback: PublicConfig = {
  siteUrl: "http://localhost:3000",
  studioUrl: "http://localhost:3000/studio",
  logoCdnUrl: null,
  analytics: null,
};

/**
 * The menus of the navigation bar and the footer. The root loader sends them as page data
 * rather than as JavaScript: every page needs them, and every kilobyte of the first view's
 * script counts (DESIGN.md budgets).
 */
interface SiteNavigation {
  navMenus: typeof navMenus;
  navLinks: typeof navLinks;
  mobileNavLinks: typeof mobileNavLinks;
  footerColumns: typeof footerColumns;
}

interface RootData {
  publicConfig: PublicConfig;
  navigation: SiteNavigation;
}

const noNavigation: SiteNavigation = {
  navMenus: [],
  navLinks: [] as unknown as SiteNavigation["navLinks"],
  mobileNavLinks: [] as unknown as SiteNavigation["mobileNavLinks"],
  footerColumns: [] as unknown as SiteNavigation["footerColumns"],
};

const useRootData = () => useRouteLoaderData("root") as RootData | undefined;

/** The public configuration the root loader sends to the browser (studio URL, site URL). */
export function usePublicConfig(): PublicConfig {
  return useRootData()?.publicConfig ?? fallback;
}

export function useSiteNavigation(): SiteNavigation {
  return useRootData()?.navigation ?? noNavigation;
}
