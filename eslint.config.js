import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import { readFileSync } from "node:fs";

/**
 * What a path of this site looks like: "/" and the first segment of a route (a page file's or an alias's)
 * ("/contact", "/channels/…", "/admin/…", "/blog/rss.xml"), read from that file so a new route
 * is covered without an edit here. Other absolute paths are not the site's pages: the bundled
 * API and the studio's paths (/api, /studio, /chat/…, /template/…), files of public/
 * (/favicon.svg) and social images (/og/…). `\x2F` is "/", which esquery's regex cannot hold.
 */
const routeSegments = [
  "app/shared/site-map/pages.generated.ts",
  "app/shared/site-map/path-aliases.ts",
]
  .flatMap((file) => [
    ...readFileSync(new URL(file, import.meta.url), "utf8").matchAll(/^\s*"\/([\w.-]+)/gm),
  ])
  .map((match) => match[1].replace(/[.]/g, "\\."));
const sitePath = String.raw`^\x2F(${[...new Set(routeSegments)].join("|")})(?![\w.-])`;

/** Another folder is reached through its alias (package.json "imports"), never with "../". */
const parentImport = {
  regex: "^\\.\\./",
  message: 'Import from another folder through its alias (#app/…, #server/…, #tests/…), not "../".',
};

const appNotServer = {
  regex: "^(#server/|\\./(.*/)?server(/|$))",
  message:
    "app/ must not import server code: use the request context (Astro.locals.site, typed in app/context.ts).",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".astro/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  // The seam between the site and the server (app/context.ts): the app reaches the server only
  // through the request context; the server uses the app's contracts and content data, never
  // its pages or components.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [parentImport, appNotServer] }] },
  },
  // Dependencies point down: what several features share never reaches back into one of them;
  // pass a feature's data in, or move what is shared down.
  {
    files: ["app/shared/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            parentImport,
            appNotServer,
            {
              regex: "^#app/(features|pages)/",
              message:
                "app/shared/ must not import a feature: move what is shared into app/shared/, or pass it in as a prop or an argument.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.{ts,js}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            parentImport,
            {
              // contact-fields.ts: the one definition of each contact field, which the store,
              // the desk, the e-mail and the bundled API read as much as the form does.
              regex:
                "^#app/(?!context$|shared/platform/|shared/site-map/(href|route-table|trailing-slash|path-aliases)$|shared/page-runtime/nonce-placeholder$|features/contact/contact-fields(\\.ts)?$|features/desk/desk-service$|.*\\.(copy|schema)$)",
              message:
                "server/ may import only the app's contracts and data: app/context, app/shared/platform/, the typed paths (href, route-table, trailing-slash, path-aliases), the nonce placeholder, the contact fields, the desk service's types, and `*.copy` and `*.schema` modules; never pages or components.",
            },
          ],
        },
      ],
    },
  },
  // Links are typed: a path of this site is written as href("/blog/:id", { id }), checked against
  // the route table (app/shared/site-map/route-table.ts, from the page files), never as a literal (docs/decisions/0010-typed-links.md).
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,js}"],
    ignores: [
      // Tests request literal URLs on purpose: built with the code under test, a moved page
      // would go unnoticed.
      "**/*.test.{ts,tsx}",
      // Where the routes are written (the generated page list and the aliases); the site map
      // names the desk's /admin prefix, which href() cannot make.
      "app/shared/site-map/pages.generated.ts",
      "app/shared/site-map/path-aliases.ts",
      "app/shared/site-map/site-paths.ts",
      // The dynamic routes' expansions, keyed by pattern.
      "app/features/sitemap/site-pages.ts",
      // The desk's prefix on the server: every path under /admin is private, routed or not
      // (desk-gate.ts), and the session cookie is scoped to it (service.ts).
      "server/desk/desk-gate.ts",
      "server/desk/service.ts",
      // /metrics labels 429s by area: the desk's prefix, not a link.
      "server/metrics/metrics.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `Literal[value=/${sitePath}/]:not(CallExpression[callee.name="href"] > Literal)`,
          message: `A path of this site: write href("/path") (import { href } from "#app/shared/site-map/href"), typed from app/shared/site-map/route-table.ts.`,
        },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${sitePath}/]`,
          message: `A path of this site: write href("/path/:param", { param }) (import { href } from "#app/shared/site-map/href"), typed from app/shared/site-map/route-table.ts.`,
        },
        {
          selector: `:matches(JSXAttribute[name.name=/^(to|href|action)$/], Property[key.name=/^(to|href|path)$/], LogicalExpression) > Literal[value="/"]`,
          message: `The home page: write href("/") (import { href } from "#app/shared/site-map/href").`,
        },
      ],
    },
  },
  // Imports across folders use the package.json aliases (#app/…, #server/…): a file can move
  // without its imports changing meaning. The app's and the server's own rules repeat it.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["app/**", "server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [parentImport] }] },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "tests/**", "server/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/bundled-platform/studio/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
