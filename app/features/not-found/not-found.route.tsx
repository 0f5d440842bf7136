import { useEffect } from "react";
import { useLocation } from "react-router";

import { logNotFound, NotFoundPage } from "./not-found-page";
import { notFoundSeo } from "./not-found-seo";
import { notFound } from "#app/shared/platform/http.server";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/not-found.route";

// The catch-all: answers 404 so crawlers and monitors see the truth.
export function loader(): never {
  notFound();
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, notFoundSeo(location.pathname));

/** The 404 page, its path logged (here and where a route answered 404: the error boundaries). */
export function LoggedNotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => logNotFound(pathname), [pathname]);
  return <NotFoundPage />;
}

export default function NotFoundRoute() {
  return <LoggedNotFoundPage />;
}
