import type http from "node:http";

import { startFakeService, type FakeService, type RecordedRequest } from "./servers";

/**
 * A fake of the analytics providers: it serves a tiny script per provider that offers the
 * provider's global with the same API shape (plausible(), umami.track(), gtag's dataLayer) and
 * posts each call to this server on the provider's collector path.
 */
const scripts: Record<string, string> = {
  "/plausible.js": `(function () {
  var script = document.currentScript;
  var origin = new URL(script.src).origin;
  var domain = script.getAttribute("data-domain");
  function plausible(name, options) {
    options = options || {};
    fetch(origin + "/api/event", { method: "POST", mode: "no-cors", keepalive: true,
      body: JSON.stringify({ n: name, u: options.u || location.href, d: domain, p: options.props || null }) });
  }
  var queued = (window.plausible && window.plausible.q) || [];
  window.plausible = plausible;
  queued.forEach(function (args) { plausible.apply(null, args); });
})();`,
  "/umami.js": `(function () {
  var script = document.currentScript;
  var origin = new URL(script.src).origin;
  var website = script.getAttribute("data-website-id");
  function post(payload) {
    fetch(origin + "/api/send", { method: "POST", mode: "no-cors", keepalive: true,
      body: JSON.stringify({ type: "event", payload: payload }) });
  }
  window.umami = { track: function (a, b) {
    var base = { website: website, url: location.pathname, hostname: location.hostname };
    if (typeof a === "function") post(a(base));
    else if (typeof a === "string") { base.name = a; base.data = b || {}; post(base); }
    else post(base);
  } };
})();`,
  "/gtag.js": `(function () {
  var src = new URL(document.currentScript.src);
  var id = src.searchParams.get("id");
  var layer = (window.dataLayer = window.dataLayer || []);
  function handle(args) {
    if (window["ga-disable-" + id] || args[0] !== "event") return;
    var params = args[2] || {};
    fetch(src.origin + "/g/collect?tid=" + id + "&en=" + encodeURIComponent(args[1]) +
      "&dl=" + encodeURIComponent(params.page_location || location.href),
      { method: "POST", mode: "no-cors", keepalive: true, body: JSON.stringify(params) });
  }
  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push;
  layer.push = function (args) { handle(args); return push.apply(layer, arguments); };
})();`,
};

interface CollectedEvent {
  name: string;
  /** The page path the event was sent from (page views: the page viewed). */
  path: string;
  props: Record<string, unknown>;
}

/** The events the fake collector received, decoded from each provider's shape. */
export function collectedEvents(requests: readonly RecordedRequest[]): CollectedEvent[] {
  return requests.flatMap((request): CollectedEvent[] => {
    const url = new URL(request.url, "http://fake");
    if (request.method !== "POST") return [];
    if (url.pathname === "/api/event") {
      const body = JSON.parse(request.body) as {
        n: string;
        u: string;
        p: Record<string, unknown> | null;
      };
      return [{ name: body.n, path: new URL(body.u).pathname, props: body.p ?? {} }];
    }
    if (url.pathname === "/api/send") {
      const { payload } = JSON.parse(request.body) as {
        payload: { name?: string; url: string; data?: Record<string, unknown> };
      };
      return [{ name: payload.name ?? "pageview", path: payload.url, props: payload.data ?? {} }];
    }
    if (url.pathname === "/g/collect") {
      const name = url.searchParams.get("en")!;
      return [
        {
          name: name === "page_view" ? "pageview" : name,
          path: new URL(url.searchParams.get("dl")!).pathname,
          props: JSON.parse(request.body) as Record<string, unknown>,
        },
      ];
    }
    return [];
  });
}

export async function startFakeAnalytics(): Promise<FakeService> {
  return startFakeService((request, response: http.ServerResponse) => {
    const script = scripts[new URL(request.url, "http://fake").pathname];
    if (request.method === "GET" && script) {
      response.writeHead(200, { "content-type": "text/javascript" }).end(script);
      return;
    }
    response.writeHead(202, { "access-control-allow-origin": "*" }).end();
  });
}
