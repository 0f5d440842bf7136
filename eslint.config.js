import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
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
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.{1,2}/(.*/)?server(/|$)",
              message:
                "app/ must not import server code: use the request context (siteContext in app/context.server.ts).",
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
            {
              regex:
                "(^|/)app/(?!context$|shared/platform/|shared/document/nonce-placeholder$|.*\\.(copy|schema)$)",
              message:
                "server/ may import only the app's contracts and data: app/context, app/shared/platform/, the nonce placeholder, and `*.copy` and `*.schema` modules; never pages or components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "tests/**", "server/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/standin/studio/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
