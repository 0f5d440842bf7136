import { createHash } from "node:crypto";
import fs from "node:fs";

import express, { Router, type ErrorRequestHandler, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { z } from "zod";

import { demoAgentNames, demoAgents, isDemoAgentName } from "#app/shared/copy/demo-agents.copy";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { fromRoot } from "#server/paths";
import { declaredBodyLimit, limitBytes } from "#server/http/guards/body-limit";
import { createRateLimitStore, rateLimitStoreOptions } from "#server/http/guards/rate-limit-store";
import { answer, greeting } from "./answers";
import { escapeHtml } from "#server/html-text";
import {
  MAX_HISTORY_TURNS,
  MAX_MESSAGE_LENGTH,
  presentedAgent,
  renderChatPage,
  renderUnknownAgent,
  type ChatTurn,
} from "./chat-page";

/** A file's body and the hash its URL carries, so a changed file is fetched again. */
function versioned<Body extends string | Buffer>(body: Body) {
  return { body, version: createHash("sha256").update(body).digest("hex").slice(0, 10) };
}

const browserScript = (file: string) =>
  versioned(fs.readFileSync(fromRoot("server/bundled-platform/studio", file), "utf8"));

const CHAT_BODY_LIMIT = "16kb";

function framing(query: Record<string, unknown>) {
  const voice = query.voice === "true";
  const theme: "light" | "dark" | undefined =
    query.theme === "light" || query.theme === "dark" ? query.theme : undefined;
  const header = query.embed !== "panel";
  const params = new URLSearchParams();
  if (voice) params.set("voice", "true");
  if (theme) params.set("theme", theme);
  if (!header) params.set("embed", "panel");
  const search = params.toString();
  return { voice, theme, header, search: search ? `?${search}` : "" };
}

const messageSchema = z.string().trim().min(1).max(MAX_MESSAGE_LENGTH);
const historySchema = z
  .array(z.object({ role: z.enum(["user", "agent"]), text: z.string().max(2000) }))
  .max(MAX_HISTORY_TURNS);

function parseHistory(raw: unknown): ChatTurn[] | undefined {
  if (typeof raw !== "string") return undefined;
  try {
    const parsed = historySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** No sign-in and no state to protect: any page that pastes the snippet may frame it. */
function allowFraming(res: Response) {
  const csp = res.get("Content-Security-Policy");
  if (csp) {
    res.set("Content-Security-Policy", csp.replace(/frame-ancestors [^;]*/, "frame-ancestors *"));
  }
  res.removeHeader("X-Frame-Options");
}

/** Served at /studio while STUDIO_URL is unset, so every link and demo works offline. */
export function studioRouter(config: Config, options: { db?: Database } = {}): Router {
  const router = Router();
  const chatScript = browserScript("chat.js");
  // Rendered per request (a nonce in the CSP): browsers revalidate, shared caches keep nothing.
  router.use((_req, res, next) => {
    res.set("Cache-Control", "private, no-cache");
    next();
  });
  const embedScript = browserScript("embed.js");
  const font = versioned(fs.readFileSync(fromRoot("app/assets/fonts/inter-subset.woff2")));

  /** The chat page of the request's agent and framing; `turns` gets the agent's greeting. */
  const chatPage = (
    req: Request<{ agentName: string }>,
    turns: (greeting: ChatTurn) => ChatTurn[],
    error?: string,
  ) => {
    const agent = demoAgents[req.params.agentName as keyof typeof demoAgents];
    const { voice, theme, header, search } = framing(req.query);
    return renderChatPage({
      agent,
      voice,
      theme,
      header,
      turns: turns({ role: "agent", ...greeting(presentedAgent(agent, voice), voice) }),
      siteUrl: config.http.siteUrl,
      action: `${req.baseUrl}${req.path}${search}`,
      scriptSrc: `${req.baseUrl}/assets/chat.js?v=${chatScript.version}`,
      fontSrc: `${req.baseUrl}/assets/inter.woff2?v=${font.version}`,
      error,
    });
  };

  router.get("/", (req, res) => {
    const builderId = typeof req.query.builderid === "string" ? req.query.builderid : "";
    res.type("html").send(
      page(
        "Agent Studio (demo)",
        `<h1>Agent Studio</h1>
<p>This demo of the studio opens when the site runs without its studio connected. The studio
is the separate app where agents are built and managed; the site's owners connect it with
<code>STUDIO_URL</code>.</p>
${builderId ? `<p>Opened with agent <strong data-testid="builder-id">${escapeHtml(builderId.slice(0, 100))}</strong>.</p>` : ""}
<p><a href="/">Back to the site</a></p>`,
      ),
    );
  });

  router.get("/template/:id", (req, res) => {
    res.type("html").send(
      page(
        "Agent Studio (demo): template",
        `<h1>Agent Studio</h1>
<p>Opened with template <strong data-testid="template-id">${escapeHtml(req.params.id.slice(0, 100))}</strong>.</p>
<p><a href="/templates">Back to the templates</a></p>`,
      ),
    );
  });

  // Their URLs carry their version: kept for a year.
  for (const [route, type, body] of [
    ["/assets/chat.js", "text/javascript", chatScript.body],
    ["/assets/inter.woff2", "font/woff2", font.body],
  ] as const) {
    router.get(route, (_req, res) => {
      res.type(type).set("Cache-Control", "public, max-age=31536000, immutable").send(body);
    });
  }

  router.get("/embed.js", (_req, res) => {
    res
      .type("text/javascript")
      .set("Cross-Origin-Resource-Policy", "cross-origin")
      .set("Cache-Control", "public, max-age=3600")
      .send(embedScript.body);
  });

  const chatLimiter = rateLimit({
    windowMs: 60_000,
    limit: config.http.writesPerMinute * 3,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: createRateLimitStore("studio-chat", { db: options.db }),
    ...rateLimitStoreOptions("studio-chat"),
    handler: (_req, res) =>
      res.status(429).json({
        error: { code: "rate_limited", message: "Too many messages. Please wait a minute." },
      }),
  });

  router
    .route("/chat/:agentName")
    .all((req, res, next) => {
      res.set("Cache-Control", "no-store");
      if (isDemoAgentName(req.params.agentName)) return next();
      res.status(404);
      if (req.accepts(["html", "json"]) === "json") {
        res.json({ error: { code: "unknown_agent", message: "No such demo agent." } });
      } else {
        res.type("html").send(renderUnknownAgent(req.params.agentName, demoAgentNames));
      }
    })
    .get((req, res) => {
      allowFraming(res);
      res.type("html").send(chatPage(req, (greeting) => [greeting]));
    })
    .post(
      chatLimiter,
      declaredBodyLimit(limitBytes(CHAT_BODY_LIMIT), (res) =>
        res.status(413).json({
          error: { code: "payload_too_large", message: "The message is larger than 16 KB." },
        }),
      ),
      express.json({ limit: CHAT_BODY_LIMIT }),
      express.urlencoded({ extended: false, limit: CHAT_BODY_LIMIT }),
      (req, res) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const message = messageSchema.safeParse(body.message);

        if (req.is("application/json")) {
          if (!message.success) {
            res.status(400).json({
              error: {
                code: "invalid_message",
                message: `Send a message of 1 to ${MAX_MESSAGE_LENGTH} characters.`,
              },
            });
            return;
          }
          res.json({ reply: answer(message.data) });
          return;
        }

        const turns = (greeting: ChatTurn) => [
          ...(parseHistory(body.history) ?? [greeting]),
          ...(message.success
            ? [
                { role: "user", text: message.data } as const,
                { role: "agent", ...answer(message.data) } as const,
              ]
            : []),
        ];
        allowFraming(res);
        const error = `Please type a message of 1 to ${MAX_MESSAGE_LENGTH} characters.`;
        res
          .status(message.success ? 200 : 400)
          .type("html")
          .send(chatPage(req, turns, message.success ? undefined : error));
      },
    );

  const badBody: ErrorRequestHandler = (error, _req, res, next) => {
    const status = (error as { status?: number }).status;
    if (!status || status >= 500) return next(error);
    res
      .status(status)
      .json({ error: { code: "bad_request", message: "Could not read the message." } });
  };
  router.use(badBody);

  return router;
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:ui-sans-serif,system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1d1a17;background:#f8f6f2}a{color:#b23a14}h1{letter-spacing:-.02em}@media (prefers-color-scheme:dark){body{color:#f5f1eb;background:#131110}a{color:#ff9a72}}</style>
</head><body><main>${body}</main></body></html>`;
}
