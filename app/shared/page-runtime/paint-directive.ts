import type { ClientDirective } from "astro";

import { ISLAND_PRELOADS_TEMPLATE_ID } from "./island-preloads";

/**
 * `client:paint` (astro.config.ts): hydrates an island once the page's first paint is shown. Its
 * scripts, held by SiteLayout in an inert `<template>` until then, are preloaded at that moment,
 * so nothing but the document, its inlined CSS and the font is asked for before the first paint
 * (decisions/0015).
 */
const paintDirective: ClientDirective = (load) => {
  void firstPaint().then(async () => {
    requestIslandScripts(document);
    const hydrate = await load();
    await hydrate();
  });
};

export default paintDirective;

/** Moves the page's island preloads into the head, once (the first island to start does it). */
export function requestIslandScripts(doc: Document): void {
  const held = doc.getElementById(ISLAND_PRELOADS_TEMPLATE_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  doc.head.append(held.content);
}

/**
 * How long after `load` an island waits for a first contentful paint that is not reported (a
 * page whose paint is shown after `load` reports it within a frame or two).
 */
export const UNREPORTED_PAINT_WAIT_MS = 1_000;

let painted: Promise<void> | undefined;

/**
 * Settles once the browser reports the first contentful paint (a frame's callbacks run before
 * its pixels are shown: too early), at once in a hidden page, which has no paint to wait for.
 */
function firstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) done();
    });
    const afterLoad = () => setTimeout(done, UNREPORTED_PAINT_WAIT_MS);
    const onHidden = () => document.visibilityState === "hidden" && done();
    const done = () => {
      observer.disconnect();
      removeEventListener("load", afterLoad);
      document.removeEventListener("visibilitychange", onHidden);
      resolve();
    };
    observer.observe({ type: "paint", buffered: true });
    addEventListener("load", afterLoad);
    document.addEventListener("visibilitychange", onHidden);
  });
  return painted;
}

/** Forgets the first paint: the unit tests run the directive in one document many times. */
export function resetFirstPaint(): void {
  painted = undefined;
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:paint"?: boolean;
  }
}
