import { useEffect, useLayoutEffect } from "react";
import {
  useRouteLoaderData,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";

import type { Route } from "./+types/root";
import "./app.css";
import { AnalyticsTracker } from "./shared/analytics/analytics-tracker";
import { ChatLauncher } from "./shared/layout/chat-launcher";
import { CookieBanner } from "./shared/layout/cookie-banner";
import { LazyToaster } from "./shared/layout/lazy-toaster";
import { LoggedNotFoundPage } from "#app/features/not-found/not-found.route";
import { SiteFooter } from "./shared/layout/site-footer";
import { SiteHeader } from "./shared/layout/site-header";
import { siteContext } from "./context.server";
import { errorPageCopy } from "./shared/layout/chrome.copy";
import { markPageHydrated } from "./shared/hooks/use-browser-store";
import { earlyInputScript, replayEarlyClicks } from "./shared/document/early-input";
import { useNonce } from "./shared/document/nonce";
import { themeBootScript } from "./shared/document/theme";
import {
  PUBLIC_CONFIG_ELEMENT_ID,
  publicConfigJson,
  setServerPublicConfig,
} from "./shared/document/public-config";
import interFontUrl from "./assets/fonts/inter-subset.woff2?url";

/** The element the first paint waits for (see the `rel="expect"` link in the head). */
const PAGE_PARSED_ID = "page-parsed";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * Before the first paint: the remembered theme, and the listeners that keep what a visitor
 * types and clicks before the page hydrates (shared/document/early-input.ts).
 */
const headBootScript = themeBootScript + earlyInputScript;
/** One object: React 19 sets innerHTML again whenever this prop is a new object (use-inner-html.ts). */
const headBootHtml = { __html: headBootScript };

export function loader({ context }: Route.LoaderArgs) {
  // Components read it through getPublicConfig(), on the server from here.
  setServerPublicConfig(siteContext(context).config);
  return {
    publicConfig: siteContext(context).config,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  // `data-hydrated` on <html>: the page's script has taken over (tests and monitoring wait on it).
  // In the hydration's own commit, before any render a state set there causes (a value typed
  // early): what mounts in that render is rendered for the browser (shared/document/server-markup.tsx).
  useLayoutEffect(() => markPageHydrated(), []);
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    replayEarlyClicks();
  }, []);
  return (
    // The boot script may set data-theme on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#1d1a17" />
        {/*
         * The first paint waits until the parser has reached the end of the page's content
         * (PAGE_PARSED_ID, below the footer). Without it Chromium may paint a half-parsed page
         * when the HTML arrives in pieces or the parser yields on a busy CPU, and then move what
         * it drew as the rest arrives: a centred hero re-centres, a bottom-anchored chat visual
         * climbs (CLS up to 0.054 at 1440 px with the HTML dripped in 4 KB pieces). The whole
         * document is a few kilobytes of brotli, so the wait is one parse, not a round trip.
         * The big inline route data after the marker does not hold the paint.
         */}
        <link rel="expect" href={`#${PAGE_PARSED_ID}`} blocking="render" />
        {/*
         * The brand font on every page, the first visit's too (styles/fonts.css: swap with a
         * metric-matched fallback). Fetched with the stylesheet, it is normally in before the
         * first paint, which Chromium holds for a preloaded font for a moment.
         */}
        <link
          rel="preload"
          href={interFontUrl}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
        {/* Before the stylesheet: the remembered theme is in place for the first paint. */}
        <script nonce={nonce} dangerouslySetInnerHTML={headBootHtml} />
        <Meta />
        <Links />
        {root ? (
          <script
            type="application/json"
            id={PUBLIC_CONFIG_ELEMENT_ID}
            dangerouslySetInnerHTML={{ __html: publicConfigJson(root.publicConfig) }}
          />
        ) : null}
      </head>
      <body>
        <a
          href="#main"
          className="focus:bg-surface sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        {children}
        <span id={PAGE_PARSED_ID} hidden />
        {/* New navigations start at the top; back and forward restore the old position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLauncher />
      <CookieBanner />
      <LazyToaster />
      <AnalyticsTracker />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // In the browser only: on the server, entry.server.tsx's handleError logs it as a JSON line.
  if (!notFound && typeof document !== "undefined") console.error(error);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {notFound ? (
          <LoggedNotFoundPage />
        ) : (
          <section className="mx-auto max-w-xl px-6 py-24 text-center">
            <h1 className="text-ink text-3xl font-bold">{errorPageCopy.title}</h1>
            <p className="text-ink-muted mt-3">{errorPageCopy.text}</p>
          </section>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
