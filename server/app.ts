import { STATUS_CODES, type RequestListener } from "node:http";
import path from "node:path";

import compression from "compression";
import express, { type Express } from "express";
import { href } from "#app/shared/site-map/href";

import type { SiteContext } from "#app/context";
import { PRERENDER_NONCE_PLACEHOLDER } from "#app/shared/page-runtime/nonce-placeholder";
import { siteConfig } from "#app/shared/copy/site.copy";
import type { ContentCaches } from "./cache-purge/content-caches";
import { MEDIA_VARIANTS_PATH } from "#app/shared/platform/media-variants";
import { failureTracking } from "./platform/cached-platform";
import { publicConfig, type Config } from "./config";
import { defaultTuning, type Tuning } from "./tuning";
import { siteContextFor, type RequestServices } from "./context";
import { precompressedAssets } from "./http/assets/precompressed-assets";
import { SEARCH_INDEX_PATH, searchIndexFiles } from "./http/assets/search-index";
import { dataPageCache, isDataPagePath } from "./http/pages/data-page-cache";
import { criticalCssInliner } from "./http/pages/critical-css";
import { admissionMiddleware, renderAdmission } from "./http/pages/render-admission";
import { createRenderGate } from "./http/pages/render-gate";
import { platformLendingSlot, type RenderSlot } from "./http/pages/render-slot";
import { readParams } from "./http/pages/route-query";
import type { DatabaseHandle } from "./db/client";
import { deskGate, isDeskRequest } from "./desk/desk-gate";
import { htmlCacheControl } from "./http/pages/html-cache-control";
import {
  logError,
  logger,
  logLine,
  logRequest,
  requestIdFrom,
  requestLogger,
} from "./process/logging";
import { pageActionGuard } from "./http/guards/page-action-guard";
import { fromRoot } from "./paths";
import { prerenderedPages } from "./http/pages/prerendered";
import { astroPageHandler, type AstroPages } from "./http/pages/astro-pages";
import type { RenderPool } from "./http/pages/render-pool";
import { createReadiness, readyzHandler, type Readiness } from "./http/readiness";
import { requestHygiene, settleRequestTarget } from "./http/guards/request-hygiene";
import { sealedFastPath } from "./http/pages/sealed-fast-path";
import { settleServedPath } from "./http/guards/served-path";
import {
  cspHeader,
  cspNonce,
  securityHeaders,
  staticSecurityHeaders,
} from "./http/guards/security";
import { dataPageImageSource } from "./social-image/data-pages";
import { countAnswers, metricsHandler, type SiteMetrics } from "./metrics/metrics";
import { redirectMiddleware, type Redirects } from "./http/redirects";
import { onDemandSocialImages } from "./social-image/on-demand";
import { createSocialImagePool } from "./social-image/pool";
import { createApiRouter } from "./bundled-platform/api";
import { clientErrorStatus } from "./bundled-platform/api/errors";
import { studioRouter } from "./bundled-platform/studio";

export const cacheControl = {
  hashedAsset: "public, max-age=31536000, immutable",
  /** May change on a deploy, so kept briefly. */
  staticFile: "public, max-age=3600",
} as const;

export interface AppOptions {
  config: Config;
  tuning?: Tuning;
  database: DatabaseHandle;
  pages?: AstroPages;
  buildDir?: string;
  log?: (fields: Record<string, unknown>) => void;
  /** Astro's dev server answers pages and modules (server/dev.ts); nothing is prerendered. */
  development?: { pages: express.RequestHandler };
  services: RequestServices;
  readiness?: Readiness;
  contentCaches?: ContentCaches;
  metrics?: SiteMetrics;
  redirects?: Redirects;
  renderPool?: RenderPool;
}

export function createApp(options: AppOptions): Express {
  const { config, database } = options;
  const buildDir = options.buildDir ?? fromRoot("build");
  const clientDir = path.join(buildDir, "client");
  const log = options.log ?? logLine;
  const readiness = options.readiness ?? createReadiness();
  const renderPage = createServerRenderer(options);
  const inlineCss = criticalCssInliner(clientDir);
  const tuning = options.tuning ?? defaultTuning;
  const prerendered = options.development
    ? undefined
    : prerenderedPages({
        clientDir,
        buildDir,
        config,
        log,
        readParams,
        // Rendered as the build renders them: whole documents with the nonce placeholder.
        render: tuning.reseal
          ? async (urlPath) => {
              const { response } = await renderPage(urlPath, { sealed: true });
              const body = isHtmlPage(response)
                ? Buffer.from(await inlineCss(await response.text()))
                : Buffer.from(await response.arrayBuffer());
              return { status: response.status, body };
            }
          : undefined,
        resealAlways: tuning.resealAlways,
        stopped: () => readiness.draining,
      });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.http.trustProxy);

  app.use(requestLogger(config.http.logRequests));
  const { metrics } = options;
  if (metrics) {
    app.use(countAnswers(metrics));
    if (prerendered) metrics.watchPages(prerendered.status);
  }
  app.use(requestHygiene({ trustProxy: config.http.trustProxy > 0 }));
  app.use(cspNonce);
  app.use(securityHeaders(config));
  app.use(compression());
  if (options.redirects) app.use(redirectMiddleware(options.redirects));

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get(
    "/readyz",
    readyzHandler(() => database.ping(), readiness, prerendered?.status, config.metrics?.token),
  );
  if (metrics && config.metrics) app.get("/metrics", metricsHandler(metrics, config.metrics.token));

  if (!options.development) {
    // Scripts and stylesheets in the brotli or gzip copy made at build, else as they are.
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
      }),
    );
    app.use(SEARCH_INDEX_PATH, searchIndexFiles(path.join(clientDir, SEARCH_INDEX_PATH)));
  }
  app.use(
    "/media",
    express.static(path.join(config.content.dir, "media"), {
      index: false,
      setHeaders: (res) => res.set("Cache-Control", cacheControl.staticFile),
    }),
  );
  app.use(
    MEDIA_VARIANTS_PATH,
    express.static(config.content.variantsDir, {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.set("Cache-Control", cacheControl.staticFile),
    }),
  );

  app.use("/api", createApiRouter({ db: database.db, config }));
  if (config.services.studioIsBundled)
    app.use("/studio", studioRouter(config, { db: database.db }));

  const renderGate = () =>
    createRenderGate({
      concurrency: tuning.renderConcurrency,
      queueLimit: tuning.renderQueueLimit,
      maxWaitMs: tuning.renderMaxWaitMs,
    });
  const admission = renderAdmission({
    gate: renderGate(),
    deskLane: { gate: renderGate(), isDesk: isDeskRequest },
    rendersPerMinute: config.http.rendersPerMinute,
    db: database.db,
  });

  if (prerendered) {
    app.locals.prerendered = prerendered;
    app.locals.sealedFastPath = sealedFastPath({
      lookup: prerendered.lookup,
      cacheControl: prerendered.cacheControl,
      baseHeaders: staticSecurityHeaders(config),
      requestId: requestIdFrom,
      onAnswered:
        config.http.logRequests || metrics
          ? (fields) => {
              metrics?.pageAnswered("sealed");
              if (config.http.logRequests) logRequest(fields);
            }
          : undefined,
    });
    app.use(prerendered.handler);
    // Pages never come from here.
    app.use((req, res, next) => {
      if (/\.html(\.br|\.gz)?$/.test(req.path)) return next();
      return express.static(clientDir, {
        index: false,
        redirect: false,
        setHeaders: (response) => response.set("Cache-Control", cacheControl.staticFile),
      })(req, res, next);
    });
  }

  if (!options.development) {
    const images = createSocialImagePool();
    const { platform } = options.services;
    app.use(
      "/og",
      onDemandSocialImages({
        source: dataPageImageSource(
          async (pagePath) => {
            const { response } = await renderPage(pagePath);
            return { status: response.status, html: await response.text() };
          },
          siteConfig.name,
          async (idOrSlug) =>
            (await platform.getAllBlogs()).some(
              (post) => post._id === idOrSlug || post.slug === idOrSlug,
            ),
        ),
        cacheControl: cacheControl.staticFile,
        group: options.contentCaches,
        render: (title, line) => images.draw(title, line),
        onError: (pagePath, error) => logError("social image failed", error, { pagePath }),
      }),
    );
  }

  // Before the pages, so every spelling of a form's path is guarded.
  app.use(pageActionGuard(config, { db: database.db }));
  app.use(deskGate({ enabled: options.services.desk?.enabled ?? false }));
  app.use(htmlCacheControl);

  if (!options.development && config.cache.dataTtlSeconds > 0) {
    app.use(
      dataPageCache({
        readParams,
        admit: admission.page,
        group: options.contentCaches,
        isDataPage: isDataPagePath,
        cspFor: (hashes) => cspHeader(config, hashes),
        ttlMs: config.cache.dataTtlSeconds * 1000,
        failureTtlMs: tuning.dataFailureTtlMs,
        onRenderError: (pathname, error) =>
          logError("rendering a data page for the cache failed", error, { path: pathname }),
        render: async (pathname, slot) => {
          const { response, degraded } = await renderPage(pathname, { slot });
          const text = await response.text();
          return {
            status: response.status,
            contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
            body: isHtmlPage(response) && !degraded ? await inlineCss(text) : text,
            degraded,
            retryAfter: response.headers.get("Retry-After") ?? undefined,
          };
        },
      }),
    );
  }

  if (options.development) app.use(options.development.pages);
  else app.use(admissionMiddleware(admission));

  if (options.pages) {
    app.use(
      astroPageHandler({
        pages: options.pages,
        siteUrl: config.http.siteUrl,
        contextFor: (req, res) =>
          siteContextFor(config, { ...options.services, redirects: options.redirects }, req, res),
        cspFor: (hashes) => cspHeader(config, hashes),
        offThread: options.renderPool && {
          pool: options.renderPool,
          platform: options.services.platform,
          // The desk's pages need the database's services; the sitemap the moved addresses.
          takes: (req) =>
            (req.method === "GET" || req.method === "HEAD") &&
            !isDeskRequest(req) &&
            req.path !== href("/sitemap.xml"),
        },
      }),
    );
  }

  // A client error keeps its 4xx and is not logged as an error; the body never has the stack.
  app.use(
    (error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
      const status = clientErrorStatus(error);
      // The client went away mid-answer (a navigation, a closed tab): nothing failed here.
      const aborted = (error as { code?: unknown } | null)?.code === "ECONNABORTED";
      if (status === undefined && !aborted) {
        logError("request failed", error, {
          requestId: res.locals.requestId,
          method: req.method,
          path: req.path,
        });
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res
        .status(status ?? 500)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send(STATUS_CODES[status ?? 500] ?? "Error");
    },
  );

  return app;
}

/** Renders for the server itself (data pages, social images, re-seal), outside any request. */
function createServerRenderer(options: AppOptions) {
  const { config } = options;
  let renders = 0;
  return async (
    pathname: string,
    { sealed = false, slot }: { sealed?: boolean; slot?: RenderSlot } = {},
  ) => {
    const requestId = `server-render-${++renders}`;
    const watched = failureTracking(options.services.platform);
    const site: SiteContext = {
      config: publicConfig(config),
      platform: platformLendingSlot(watched.platform, slot),
      inquiries: options.services.inquiries,
      desk: { enabled: false },
      log: logger.child({ requestId }),
      requestId,
      cspNonce: sealed ? PRERENDER_NONCE_PLACEHOLDER : "",
      clientAddress: "server",
    };
    const request = new Request(new URL(pathname, config.http.siteUrl));
    if (!options.pages) throw new Error("no page build to render from (development)");
    const response = await options.pages.render(request, site);
    return { response, degraded: watched.failed() };
  };
}

/** A page answered in full (not an error or a redirect): its critical CSS is inlined. */
const isHtmlPage = (response: Response) =>
  response.status === 200 && (response.headers.get("content-type") ?? "").startsWith("text/html");

/** The request target settled, its path in the one spelling every guard keys on, then the app. */
export function createSiteListener(options: AppOptions): RequestListener {
  const app = createApp(options);
  const fastPath = app.locals.sealedFastPath as ReturnType<typeof sealedFastPath> | undefined;
  const { redirects } = options;
  return (req, res) => {
    if (!settleRequestTarget(req, res) || !settleServedPath(req, res)) return;
    if (!fastPath) return app(req, res);
    // A moved address gets Express's 301 with the usual headers, never sealed bytes.
    if (redirects?.target((req.url ?? href("/")).split("?")[0]!)) return app(req, res);
    if (!fastPath(req, res)) app(req, res);
  };
}
