/// <reference types="astro/client" />

declare namespace App {
  /** What the server hands every page render (server/http/pages/astro-pages.ts). */
  interface Locals {
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration file cannot import
    site: import("./context").SiteContext;
  }
}
