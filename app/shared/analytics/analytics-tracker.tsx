import { useEffect } from "react";
import { useLocation } from "react-router";

import { startAnalytics, trackPageView } from "./analytics";
import { getPublicConfig } from "#app/shared/document/public-config";

/**
 * Connects the configured provider to the consent choice and reports one page view per
 * navigation (the first load and every client-side one). Renders nothing.
 */
export function AnalyticsTracker() {
  const { analytics } = getPublicConfig();
  const { pathname } = useLocation();
  const key = analytics ? JSON.stringify(analytics) : "";

  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `analytics`
  useEffect(() => startAnalytics(analytics), [key]);
  useEffect(() => trackPageView(pathname), [pathname, key]);
  return null;
}
