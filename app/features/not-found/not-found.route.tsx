import { NotFoundPage } from "./not-found-page";
import { notFound } from "#app/shared/platform/http.server";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/not-found.route";

// The catch-all: answers 404 so crawlers and monitors see the truth.
export function loader(): never {
  notFound();
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    path: location.pathname,
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
