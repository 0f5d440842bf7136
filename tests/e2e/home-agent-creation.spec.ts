import type { ServerResponse } from "node:http";

import type { Page } from "@playwright/test";

import { homeTemplates } from "#app/features/home/home-templates.copy";
import { personas } from "#app/shared/persona-demo/personas.copy";
import { SUCCESS_REDIRECT_DELAY_MS } from "#app/features/home/agent-creation";
import { expect, test } from "./support/fixtures";
import {
  json,
  startFakeService,
  startSiteServer,
  type FakeService,
  type RecordedRequest,
  type SiteServer,
} from "./support/servers";

/**
 * Agent creation from the hero against a fake builder service (docs/requirements/home.md), with
 * and without JavaScript. The same fake serves the logo CDN and stands in
 * for the studio, on another origin than the site, as the real studio is.
 */
type Builder = "ok" | "status" | "hang" | "held";

let fake: FakeService;
let site: SiteServer;
let fakeClosed = false;
let builder: Builder = "ok";
let release: (() => void) | undefined;

/** The site's outbound timeout: long enough for the busy-state assertions of a held call. */
const TIMEOUT_MS = 4000;
/** A tiny valid PNG for the one logo the fake CDN has. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function answerBuilder(response: ServerResponse) {
  if (builder === "ok") return json(response, 201, { data: { _id: "abc123" } });
  if (builder === "status") return json(response, 500, { error: "boom" });
  if (builder === "held") {
    release = () => json(response, 201, { data: { _id: "abc123" } });
    return;
  }
  // "hang": answer long after the site's timeout.
  setTimeout(() => json(response, 201, { data: { _id: "late" } }), TIMEOUT_MS * 4);
}

/** Where the browser lands after a successful creation: the studio with the new agent's id. */
const studioTarget = () => `${fake.url}/?builderid=abc123`;

const builderCalls = () =>
  fake.requests.filter((request) => request.url === "/builderagent/createBuilderAgent");
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request!.body) as unknown;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A server start runs migrations on a fresh database: slow on a busy 2-core machine.
  test.setTimeout(150_000);
  fake = await startFakeService((request, response) => {
    if (request.method === "GET" && request.url.endsWith(".png")) {
      if (request.url === "/wordpress.png") {
        response.writeHead(200, { "content-type": "image/png" }).end(PNG);
      } else {
        response.writeHead(404).end();
      }
      return;
    }
    if (request.method === "GET" && request.url.startsWith("/?builderid=")) {
      response.writeHead(200, { "content-type": "text/html" }).end("<h1>Fake studio</h1>");
      return;
    }
    if (request.method === "POST" && request.url === "/builderagent/createBuilderAgent") {
      answerBuilder(response);
      return;
    }
    json(response, 404, { error: "none" });
  });
  site = await startSiteServer({
    BUILDER_API_URL: fake.url,
    LOGO_CDN_URL: fake.url,
    STUDIO_URL: fake.url,
    OUTBOUND_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (!fakeClosed) await fake?.close();
});

test.beforeEach(() => {
  builder = "ok";
  release = undefined;
  fake.requests.length = 0;
});

const prompt = (page: Page) => page.getByRole("textbox", { name: "Describe your AI agent" });
const getStarted = (page: Page) => page.getByRole("button", { name: "Get Started Free" });

/**
 * With the clock paused, step it in small increments until the toast shows (sonner renders
 * toasts from a timer); far less than the redirect delay passes on the page meanwhile.
 */
async function expectToastWithPausedClock(page: Page, text: string) {
  await expect(async () => {
    await page.clock.runFor(10);
    await expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 10_000 });
}

/** The success toast shows first; only when the redirect delay has passed does the page leave. */
async function expectRedirectAfterToast(page: Page, url: string | RegExp) {
  expect(page.url()).toBe(`${site.url}/`);
  await page.clock.runFor(SUCCESS_REDIRECT_DELAY_MS);
  await page.waitForURL(url);
}

/** With a paused clock, the redirect that follows the success toast waits for the test. */
async function open(page: Page, { pauseClock = false } = {}) {
  const start = new Date("2026-01-05T09:00:00Z");
  if (pauseClock) await page.clock.install({ time: start });
  await page.goto(`${site.url}/`);
  if (pauseClock) await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await expect(
    page.getByRole("button", { name: "Create agent from this description" }),
  ).toBeDisabled();
}

test.describe("with JavaScript", () => {
  test("a template's agent: body, success toast, then the studio with builderid", async ({
    page,
  }) => {
    await open(page, { pauseClock: true });
    await page.getByRole("button", { name: "Sales Assistant" }).click();
    await getStarted(page).click();
    await expectToastWithPausedClock(page, "Success");
    await expect(page.getByText("Sales Assistant created successfully!")).toBeVisible();
    await expectRedirectAfterToast(page, studioTarget());
    await expect(page.getByRole("heading", { name: "Fake studio" })).toBeVisible();
    expect(builderCalls()).toHaveLength(1);
    expect(bodyOf(builderCalls()[0])).toEqual({
      description: homeTemplates[1]!.prompt,
      type: "Sales Assistant",
    });
    expect(builderCalls()[0]!.headers["content-type"]).toBe("application/json");
    expect(builderCalls()[0]!.headers.authorization).toBeUndefined();
  });

  test("edited text keeps the template type; the send arrow submits too", async ({ page }) => {
    await open(page, { pauseClock: true });
    await page.getByRole("button", { name: "Lead Qualifier" }).click();
    await prompt(page).fill("  Qualify leads for our dental clinic  ");
    await page.getByRole("button", { name: "Create agent from this description" }).click();
    await expectToastWithPausedClock(page, "Lead Qualifier created successfully!");
    await expectRedirectAfterToast(page, studioTarget());
    expect(bodyOf(builderCalls()[0])).toEqual({
      description: "Qualify leads for our dental clinic",
      type: "Lead Qualifier",
    });
  });

  test("a custom agent without a template", async ({ page }) => {
    await open(page, { pauseClock: true });
    await prompt(page).fill("An agent that books table reservations");
    await getStarted(page).click();
    await expectToastWithPausedClock(page, "Success");
    await expect(page.getByText("Custom agent created successfully!")).toBeVisible();
    await expectRedirectAfterToast(page, studioTarget());
    expect(bodyOf(builderCalls()[0])).toEqual({
      description: "An agent that books table reservations",
      type: "Custom Agent",
    });
  });

  test("blank text: the error toast and no call", async ({ page }) => {
    await open(page);
    await getStarted(page).click();
    await expect(page.getByText("Error: Please describe your AI agent first.")).toBeVisible();
    await prompt(page).fill("   \n  ");
    await getStarted(page).click();
    await expect(prompt(page)).toBeFocused();
    expect(builderCalls()).toHaveLength(0);
    expect(page.url()).toBe(`${site.url}/`);
  });

  test("while the call runs the button reads 'Creating Agent...' and is disabled", async ({
    page,
  }) => {
    builder = "held";
    await open(page, { pauseClock: true });
    await prompt(page).fill("A slow one");
    await getStarted(page).click();
    const busy = page.getByRole("button", { name: "Creating Agent..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(
      page.getByRole("button", { name: "Create agent from this description" }),
    ).toBeDisabled();
    await expect.poll(() => builderCalls().length).toBe(1);
    release!();
    await expectToastWithPausedClock(page, "Custom agent created successfully!");
    // Still busy while the toast shows and the page is about to leave.
    await expect(busy).toBeDisabled();
    await expectRedirectAfterToast(page, studioTarget());
  });

  test("a non-ok status: the failure toast, busy cleared, text kept", async ({ page }) => {
    builder = "status";
    await open(page);
    await page.getByRole("button", { name: "FAQ Assistant" }).click();
    await getStarted(page).click();
    await expect(page.getByText("Error: Failed to create agent. Please try again.")).toBeVisible();
    await expect(getStarted(page)).toBeEnabled();
    await expect(prompt(page)).toHaveValue(homeTemplates[3]!.prompt);
    await expect(page.getByRole("button", { name: "FAQ Assistant" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(page.url()).toBe(`${site.url}/`);
  });

  test("a timeout: the failure toast after the outbound timeout", async ({ page }) => {
    builder = "hang";
    await open(page);
    await prompt(page).fill("Nobody answers");
    await getStarted(page).click();
    await expect(page.getByRole("button", { name: "Creating Agent..." })).toBeDisabled();
    await expect(page.getByText("Error: Failed to create agent. Please try again.")).toBeVisible();
    await expect(getStarted(page)).toBeEnabled();
    await expect(prompt(page)).toHaveValue("Nobody answers");
    expect(builderCalls()).toHaveLength(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a template chip and the form post work; the server redirects to the studio", async ({
    page,
  }) => {
    await page.goto(`${site.url}/`);
    await page.getByRole("button", { name: "Product Recommender" }).click();
    await expect(page).toHaveURL(`${site.url}/?template=4#agent-prompt`);
    await expect(prompt(page)).toHaveValue(homeTemplates[4]!.prompt);
    await expect(page.getByRole("button", { name: "Product Recommender" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await prompt(page).fill("Recommend bikes");
    await getStarted(page).click();
    // A redirect to another origin: the CSP's form-action must allow the studio.
    await page.waitForURL(studioTarget());
    expect(bodyOf(builderCalls()[0])).toEqual({
      description: "Recommend bikes",
      type: "Product Recommender",
    });
  });

  test("a failure renders the page again with the error by the prompt", async ({ page }) => {
    builder = "status";
    await page.goto(`${site.url}/`);
    await prompt(page).fill("Keep this text");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      getStarted(page).click(),
    ]);
    expect(response.status()).toBe(502);
    await expect(page.getByRole("alert")).toHaveText(
      "Error: Failed to create agent. Please try again.",
    );
    await expect(prompt(page)).toHaveValue("Keep this text");
  });

  test("blank text renders the blank error and calls nothing", async ({ page }) => {
    await page.goto(`${site.url}/`);
    await prompt(page).fill("   ");
    await getStarted(page).click();
    await expect(page.getByRole("alert")).toHaveText("Error: Please describe your AI agent first.");
    expect(builderCalls()).toHaveLength(0);
  });

  test("the persona demo shows the whole exchange", async ({ page }) => {
    await page.goto(`${site.url}/`);
    // Playwright's text matchers skip <noscript>, where this fallback lives: read the DOM.
    const text = await page.getByTestId("persona-chat").evaluate((log) => log.textContent);
    for (const turn of personas[0]!.exchange) {
      expect(text).toContain(turn.user);
      expect(text).toContain(turn.agent);
    }
  });
});

test.describe("integration logos from the CDN", () => {
  test("load by lowercase name without spaces, with the icon when one fails", async ({ page }) => {
    await page.goto(`${site.url}/`);
    const section = page.locator("#integrations");
    await section.scrollIntoViewIfNeeded();
    const logo = section.locator(`img[src="${fake.url}/wordpress.png"]`);
    await expect(logo).toBeVisible();
    // Visible as soon as laid out; the pixel arrives a moment later on a busy machine.
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await expect(section.getByTestId("integration-logo-fallback")).toHaveCount(15);
    const asked = fake.requests.filter((request) => request.url.endsWith(".png"));
    expect(asked.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        "/adobecommercecloud.png",
        "/bubble.io.png",
        "/salesforcesalescloud.png",
        "/microsoftdynamics365.png",
      ]),
    );
  });
});

// Last, because it closes the fake: the builder address then points at a closed port.
test.describe("an unreachable builder service", () => {
  test("the failure toast, busy cleared, text kept", async ({ page }) => {
    await fake.close();
    fakeClosed = true;
    await open(page);
    await prompt(page).fill("Nobody home");
    await getStarted(page).click();
    await expect(page.getByText("Error: Failed to create agent. Please try again.")).toBeVisible();
    await expect(getStarted(page)).toBeEnabled();
    await expect(prompt(page)).toHaveValue("Nobody home");
  });
});
