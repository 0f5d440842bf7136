import fc from "fast-check";

import { sitePrerenderPaths } from "#app/shared/site-map/site-routes";
import { pathSegment, queryString } from "./arbitraries";
import { fuzzCase, type FuzzCase } from "./api-properties";
import { check, checkNoLeak } from "./checks";
import { rawRequest, type RawRequest } from "./http";

/**
 * Generated GETs to every page with any query string (the parameters pages read, with any
 * value, and junk), and to social images under any spelling of a page's path (`?`, `#`,
 * whitespace, controls, escapes, made-up posts). Whatever the request, no 5xx and no leak.
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
      fc
        .tuple(fc.constantFrom(...pages), fc.constantFrom("", ".data"), pageQuery)
        .map(([page, data, query]) => `${data && page !== "/" ? page + data : page}${query}`),
    ),
    getCase(origin, "GET /og images under any spelling", ogSpelling),
  ];
}
