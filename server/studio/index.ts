import { Router } from "express";

import type { Config } from "../config";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The local stand-in for the studio, served at /studio when STUDIO_URL is not set, so every
 * link and demo works offline. It is not the studio: it says so.
 */
export function studioRouter(_config: Config): Router {
  const router = Router();

  router.get("/", (req, res) => {
    const builderId = typeof req.query.builderid === "string" ? req.query.builderid : "";
    res.type("html").send(
      page(
        "Studio (local stand-in)",
        `<h1>Studio (local stand-in)</h1>
<p>This page stands in for the studio, the separate app where agents are built and managed.
Set <code>STUDIO_URL</code> to send visitors to the real studio.</p>
${builderId ? `<p>Opened with agent <strong data-testid="builder-id">${escapeHtml(builderId.slice(0, 100))}</strong>.</p>` : ""}
<p><a href="/">Back to the site</a></p>`,
      ),
    );
  });

  router.get("/template/:id", (req, res) => {
    res.type("html").send(
      page(
        "Studio (local stand-in): template",
        `<h1>Studio (local stand-in)</h1>
<p>Opened with template <strong data-testid="template-id">${escapeHtml(req.params.id.slice(0, 100))}</strong>.</p>
<p><a href="/templates">Back to the templates</a></p>`,
      ),
    );
  });

  return router;
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a}a{color:#4338ca}</style>
</head><body><main>${body}</main></body></html>`;
}
