import type { Page } from "@playwright/test";

// Watches a page under the enforced CSP: violations in the page and in its frames (the studio's
// demo chats), console errors and uncaught exceptions, recorded from before any script runs.

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __inlineRan?: boolean;
    __handlerRan?: boolean;
  }
}

/** Records securitypolicyviolation events in every frame, from before any script runs. */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations!.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") {
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  const violations = async () => {
    const all: string[] = [];
    for (const frame of page.frames()) {
      const found = await frame
        .evaluate(() => window.__cspViolations ?? [])
        .catch(() => [] as Violation[]);
      for (const violation of found) all.push(`${frame.url()}: ${JSON.stringify(violation)}`);
    }
    return all;
  };
  return { errors, violations };
}
