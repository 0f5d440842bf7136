import fc from "fast-check";

import { sitePrerenderPaths } from "#app/features/sitemap/site-pages";
import { pathSegment, queryString } from "./arbitraries";
import { layeredSpelling } from "./path-spellings";
import { fuzzCase, type FuzzCase } from "./api-properties";
import { check, checkNoLeak } from "./checks";
import { rawRequest, type RawRequest } from "./http";

/**
 * Generated GETs to every page with any query string (the parameters pages read, with any
 * value, and junk), to social images under any spelling of a page's path (`?`, `#`,
 * whitespace, controls, escapes, made-up posts), and requests whose target is not a path
 * (absolute URLs, `*`, `host:port`). Whatever the request, no 5xx and no leak.
 */
const pages = [
  ...sitePrerenderPaths,
  "/templates",
  "/blog",
  "/blog/introducing-knowledge-base-sync",
  "/blog/rss.xml",
  "/sitemap.xml",
  "/no-such-page",
];

/** Names the pages read, so that generated queries reach the renderers, not only the caches. */
const readName = fc.constantFrom(
  "q",
  "category",
  "template",
  "agents",
  "interactions",
  "employees",
  "salary",
  "inquiries",
  "responseTime",
  "resolutionRate",
  "_routes",
  "utm_source",
);
const hostileValue = fc.oneof(
  pathSegment,
  fc.string({ unit: "binary", maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom("%00", "%0d%0a", "-1", "1e308", "NaN", "%F0%9F%98%80", "root,x"),
);
const pageQuery = fc.oneof(
  queryString,
  fc
    .array(fc.tuple(readName, hostileValue), { minLength: 1, maxLength: 4 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`),
);

const ogSpelling = fc
  .tuple(
    fc.constantFrom("templates", "blog", "blog/introducing-knowledge-base-sync", "pricing", "nope"),
    fc.constantFrom("", "%3F", "%23", "%20", "%09", "%00", "%0A", "%25", "%3Fx%3D1", "/..", "%2F"),
    fc.option(pathSegment, { nil: undefined }),
  )
  .map(([page, odd, tail]) => `/og/${page}${odd}${tail ?? ""}.png`);

/**
 * A request target in each of HTTP's forms (RFC 9112 3.2): a path, the same as an absolute URL
 * naming this host (any case of scheme and host), an absolute URL naming another host, scheme
 * or user, `*`, and `host:port`.
 */
const targetPath = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(
        ...pages,
        "/admin/inquiries",
        "/admin/sign-in",
        "/media/nope.png",
        "/contact",
      ),
      // Any spelling, up to four encodings deep (issue 56).
      fc
        .constantFrom(
          "/contact",
          "/",
          "/admin/users",
          "/admin/inquiries.csv",
          "/pricing",
          "/api/blogs/getAllBlogs",
        )
        .chain((path) => layeredSpelling(path).map((spelling) => spelling.path)),
    ),
    fc.option(pageQuery, { nil: "" }),
  )
  .map(([page, query]) => `${page}${query}`);
const targetForm = (host: string) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom("http", "https", "HTTP", "Https"), fc.boolean(), targetPath)
      .map(([scheme, upper, path]) => ({
        form: "absolute, this host" as const,
        path,
        target: `${scheme}://${upper ? host.toUpperCase() : host}${path}`,
      })),
    fc
      .tuple(
        fc.constantFrom("http://evil.example", `ftp://${host}`, `http://user@${host}`, "http://"),
        targetPath,
      )
      .map(([prefix, path]) => ({
        form: "absolute, elsewhere" as const,
        path,
        target: prefix + path,
      })),
    fc.constant({ form: "asterisk" as const, path: "", target: "*" }),
    fc.constantFrom(host, "localhost:443", "evil.example:80").map((authority) => ({
      form: "authority" as const,
      path: "",
      target: authority,
    })),
  );

function targetCase(origin: string): FuzzCase {
  const host = new URL(origin).host;
  return fuzzCase(
    "any method with a request target in any form",
    fc.tuple(fc.constantFrom("GET", "HEAD", "POST", "OPTIONS", "PUT", "DELETE"), targetForm(host)),
    async ([method, { form, path, target }]) => {
      const request: RawRequest = {
        method,
        path: target,
        ...(method === "POST" ? { headers: { "content-type": "text/plain" }, body: "x" } : {}),
      };
      const response = await rawRequest(origin, request);
      checkNoLeak(response, request);
      if (form === "absolute, this host") {
        check(response.status < 500, `answered ${response.status}`, request);
        // The same resource as its path: the same answer, for the reads at least (a write's
        // answer can depend on what the one before it did).
        if (method === "GET" || method === "HEAD") {
          const same = await rawRequest(origin, { ...request, path });
          check(
            same.status === response.status,
            `answered ${response.status}, its path alone ${same.status}`,
            request,
          );
        }
        return;
      }
      const expected = form === "asterisk" && method === "OPTIONS" ? 204 : 400;
      check(response.status === expected, `answered ${response.status}, not ${expected}`, request);
    },
  );
}

function getCase(origin: string, name: string, paths: fc.Arbitrary<string>): FuzzCase {
  return fuzzCase(name, paths, async (path) => {
    const request: RawRequest = { method: "GET", path };
    const response = await rawRequest(origin, request);
    check(
      response.status < 500,
      `answered ${response.status}: ${response.body.slice(0, 300)}`,
      request,
    );
    checkNoLeak(response, request);
  });
}

export function pageFuzzCases(origin: string): FuzzCase[] {
  return [
    getCase(
      origin,
      "GET every page with any query string",
      fc.tuple(fc.constantFrom(...pages), pageQuery).map(([page, query]) => page + query),
    ),
    getCase(origin, "GET /og images under any spelling", ogSpelling),
    targetCase(origin),
  ];
}
