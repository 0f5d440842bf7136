import { STATUS_CODES, type RequestListener } from "node:http";
import path from "node:path";

import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";

import type { InquiryOutbox } from "../app/lib/inquiries.server";
import type { SiteLoadContext } from "../app/load-context";
import { createApiRouter } from "./api";
import type { Config } from "./config";
import { CONTACT_PATHS, contactGuards } from "./contact-guards";
import type { DatabaseHandle } from "./db/client";
import { clientErrorStatus } from "./api/errors";
import { logError, logRequest, requestIdFrom, requestLogger } from "./logging";
import { fromRoot } from "./paths";
import { prerenderedPages } from "./prerendered";
import { sealedFastPath } from "./sealed-fast-path";
import { dataPageImageSource } from "./social-image/data-pages";
import { onDemandSocialImages } from "./social-image/on-demand";
import { cspNonce, securityHeaders, staticSecurityHeaders } from "./security";
import { studioRouter } from "./studio";

/** Cache lifetimes, named so that their reasons stay next to them. */
export const cacheControl = {
  /** Vite's hashed file names change with their content. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Favicon, images, seed media: may change on a deploy, so keep them briefly. */
  staticFile: "public, max-age=3600",
} as const;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The React Router server build (build/server/index.js), or a dev loader of it. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  buildDir?: string;
  log?: (message: string) => void;
  /** In development Vite serves the assets and there is nothing prerendered. */
  viteMiddleware?: express.RequestHandler;
  /** The inquiry outbox worker (server/outbox.ts), for the contact action's first attempt. */
  outbox?: InquiryOutbox;
}

export function createApp(options: AppOptions): Express {
  const { config, database } = options;
  const buildDir = options.buildDir ?? fromRoot("build");
  const clientDir = path.join(buildDir, "client");
  const log = options.log ?? ((message: string) => console.log(message));

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(requestLogger(config.LOG_REQUESTS));
  app.use(cspNonce);
  app.use(securityHeaders(config));
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const ok = await database.ping();
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ready" : "database unavailable" });
  });

  if (options.viteMiddleware) {
    app.use(options.viteMiddleware);
  } else {
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
      }),
    );
  }
  app.use(
    "/media",
    express.static(fromRoot("content/seed/media"), {
      index: false,
      setHeaders: (res) => res.set("Cache-Control", cacheControl.staticFile),
    }),
  );

  app.use("/api", createApiRouter({ db: database.db, config }));
  if (config.studioIsLocal) app.use("/studio", studioRouter(config));

  if (!options.viteMiddleware) {
    const prerendered = prerenderedPages({ clientDir, buildDir, config, log });
    log(`serving ${prerendered.count} prerendered files`);
    app.locals.sealedFastPath = sealedFastPath({
      lookup: prerendered.lookup,
      cacheControl: prerendered.cacheControl,
      baseHeaders: staticSecurityHeaders(config),
      requestId: requestIdFrom,
      onAnswered: config.LOG_REQUESTS ? logRequest : undefined,
    });
    app.use(prerendered.handler);
    // Other files of the client build (favicon, images). Pages never come from here.
    app.use((req, res, next) => {
      if (/\.(html|data)(\.br|\.gz)?$/.test(req.path)) return next();
      return express.static(clientDir, {
        index: false,
        redirect: false,
        setHeaders: (response) => response.set("Cache-Control", cacheControl.staticFile),
      })(req, res, next);
    });
  }

  // Social images of the pages rendered per request; the prerendered pages' are static files.
  app.use(
    "/og",
    onDemandSocialImages({
      source: dataPageImageSource(config),
      cacheControl: cacheControl.staticFile,
      onError: (pagePath, error) => logError("social image failed", error, { pagePath }),
    }),
  );

  // The contact form's action: per-address rate limit and body size limit.
  app.use(CONTACT_PATHS, contactGuards(config));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.build,
      mode: config.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (req, res) => {
        const context: SiteLoadContext = {
          cspNonce: String(res.locals.cspNonce),
          config,
          db: database.db,
          clientAddress: req.ip ?? "unknown",
          requestId: String(res.locals.requestId),
        };
        return { ...context, inquiryOutbox: options.outbox };
      },
    }),
  );

  // Errors outside the API and the pages (undecodable paths, static files): a client error
  // keeps its 4xx and is not logged as an error (the request line has its status); anything
  // else is logged as one JSON line with its stack. The body never has the stack.
  app.use(
    (error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
      const status = clientErrorStatus(error);
      if (status === undefined) {
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

/**
 * The server's request listener: prerendered pages asked for plainly are answered before
 * Express (server/sealed-fast-path.ts); everything else goes through the app.
 */
export function createSiteListener(options: AppOptions): RequestListener {
  const app = createApp(options);
  const fastPath = app.locals.sealedFastPath as ReturnType<typeof sealedFastPath> | undefined;
  if (!fastPath) return app;
  return (req, res) => {
    if (!fastPath(req, res)) app(req, res);
  };
}
