import fs from "node:fs";
import { createRequire } from "node:module";

import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

import { waitForHydration } from "./hydration";

/**
 * Test fixtures: `axe` checks the current page for accessibility violations of any impact, in
 * both colour schemes;
 * the cookie banner is pre-answered unless a test asks for a fresh visitor.
 */
export const test = base.extend<{
  freshVisitor: boolean;
  expectNoAxeViolations: (page?: Page) => Promise<void>;
}>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationAfterLoads(page);
    if (!freshVisitor) {
      await page.addInitScript(() => {
        try {
          if (!window.localStorage.getItem("cookie-consent")) {
            window.localStorage.setItem("cookie-consent", "declined");
          }
        } catch {
          // opaque origins (about:blank) have no storage
        }
      });
    }
    await use(page);
  },
  expectNoAxeViolations: async ({ page }, use) => {
    // Every check covers both colour schemes: the page as it is, then in the other scheme.
    await use(async (target = page) => {
      const prefersDark = await target.evaluate(
        () => window.matchMedia("(prefers-color-scheme: dark)").matches,
      );
      const schemes = prefersDark ? (["dark", "light"] as const) : (["light", "dark"] as const);
      const summary: string[] = [];
      for (const [index, colorScheme] of schemes.entries()) {
        // Entrance motion (`.reveal`, scroll-driven) would be caught part-faded wherever a tile
        // sits at the viewport's edge: contrast is checked on the settled page, as reduced
        // motion shows it at once.
        await target.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        // Colour transitions would otherwise be caught halfway between the two schemes. Twice:
        // getAnimations() updates style, so a transition that a finished one sets off (once seen
        // on /demo/VoiceDemo, its cards' text checked against the other scheme's background) is
        // finished too. No frame or timer in between: some tests hold the page's clock.
        await target.evaluate(() => {
          for (let pass = 0; pass < 2; pass += 1) {
            for (const animation of document.getAnimations()) {
              if (animation instanceof CSSTransition) animation.finish();
            }
          }
        });
        // The other scheme changes colours only (CSS custom properties, app/styles): the rules
        // that read colours are the ones that can differ, and the whole set ran in the first.
        // Legacy mode runs axe in the page's own frames instead of a blank page opened per run
        // (the same rules, much faster); it reaches only frames of the page's origin, so a page
        // with a foreign frame gets the full mode.
        const analyzeOnce = async () => {
          const axe = new AxeBuilder({ page: target, axeSource: AXE_SOURCE })
            .setLegacyMode(framesShareOrigin(target))
            .options({ resultTypes: ["violations"] });
          return (index === 0 ? axe : axe.withRules(THEME_DEPENDENT_RULES)).analyze();
        };
        // @axe-core/playwright gives a frame 1 s to take axe's script and skips it silently
        // after that (reported only as `frame-tested`, incomplete), which a loaded machine can
        // miss. Run again, and fail if a frame is still unchecked.
        const analyze = async () => {
          let results = await analyzeOnce();
          for (let retry = 0; retry < 2 && untestedFrames(results).length > 0; retry += 1) {
            results = await analyzeOnce();
          }
          const untested = untestedFrames(results);
          if (untested.length > 0) summary.push(`${colorScheme}: frame not checked: ${untested}`);
          return results.violations.map((violation) => ({
            rule: `${violation.id} (${violation.impact})`,
            nodes: violation.nodes.map((node) => node.target.join(" ")),
          }));
        };
        // A violation counts on the elements a second run finds it on too. A page that changes
        // while axe runs can be judged half before, half after the change: /demo/PhoneDemo opens
        // its agent app by itself a second after hydrating, and once in a full run its new text
        // was checked against the phone's dark frame. A real violation is there both times.
        const found = await analyze();
        const again = found.length > 0 ? await analyze() : [];
        for (const { rule, nodes } of found) {
          const seenAgain = new Set(again.find((violation) => violation.rule === rule)?.nodes);
          const confirmed = nodes.filter((node) => seenAgain.has(node));
          if (confirmed.length > 0) {
            summary.push(`${colorScheme}: ${rule}: ${confirmed.slice(0, 5).join(", ")}`);
          }
        }
      }
      await target.emulateMedia({ colorScheme: schemes[0], reducedMotion: null });
      expect(summary, "axe violations").toEqual([]);
    });
  },
});

export { expect };

/**
 * axe's minified script, run only where axe is not loaded yet: the builder runs its script in
 * the page and again in every frame on each check, and the default is the unminified script.
 */
const AXE_SOURCE = `if (typeof window.axe !== "object") { ${fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
)} }`;

/** axe rules whose outcome depends on colours, so on the colour scheme. */
const THEME_DEPENDENT_RULES = ["color-contrast", "link-in-text-block"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** The frames axe could not reach: it lists them under `frame-tested`, as incomplete. */
function untestedFrames(results: AxeResults): string[] {
  return results.incomplete
    .filter((result) => result.id === "frame-tested")
    .flatMap((result) => result.nodes.map((node) => node.target.join(" ")));
}

/** True when every frame of the page is of the top document's origin. */
function framesShareOrigin(page: Page): boolean {
  const origin = (url: string) => (URL.canParse(url) ? new URL(url).origin : "null");
  const top = origin(page.url());
  return top !== "null" && page.frames().every((frame) => origin(frame.url()) === top);
}

/** Collects console errors and uncaught page errors (a hydration mismatch shows up here). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * A page's islands hydrate after its `load` event can have fired, and a test that clicks right after `goto` would
 * click buttons whose handlers are not attached yet (as a visitor could in that moment:
 * early-input.spec.ts tests that, on pages of its own; the other specs test what happens
 * after). So `goto` and `reload` on the fixture page also wait until
 * the page is hydrated, unless asked to return earlier (`waitUntil: "commit"` or
 * `"domcontentloaded"`) or the document has no module script. A test that blocks the scripts
 * gets its page as it is after 10 s.
 */
function waitForHydrationAfterLoads(page: Page) {
  const hydrated = async (waitUntil: string | undefined) => {
    if (waitUntil === "commit" || waitUntil === "domcontentloaded") return;
    await waitForHydration(page, { timeout: 10_000 }).catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(options?.waitUntil);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(options?.waitUntil);
    return response;
  };
}
