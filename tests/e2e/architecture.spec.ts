import { expect, test } from "./support/fixtures";
import {
  architectureLinks,
  architectureNodes,
} from "#app/features/architecture/architecture-page.copy";

const nodes = [
  "Input channel",
  "Security layer",
  "AI engine",
  "Knowledge base",
  "External APIs",
  "Action engine",
  "Human handoff",
  "Analytics",
];

test("the diagram names 8 nodes, draws and describes 7 links", async ({ page }) => {
  const response = await page.goto("/architecture");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "How the platform handles every conversation",
  );
  const diagram = page.getByRole("group", { name: "Platform architecture diagram" });
  const images = diagram.getByRole("img");
  await expect(images).toHaveCount(8);
  for (const node of nodes) {
    await expect(diagram.getByRole("img", { name: new RegExp(`^${node}:`) })).toBeVisible();
  }
  await expect(diagram.locator("line[data-link]")).toHaveCount(7);
  await expect(
    page.getByRole("list", { name: "Connections in the diagram" }).getByRole("listitem"),
  ).toHaveCount(7);
  // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
});

test("the highlight advances one link every 1.5 s, loops, and holds while the tab is hidden", async ({
  page,
}) => {
  // Time stands still from the start: only runFor moves it, so the interval starts at a known time.
  await page.clock.install({ time: new Date("2024-06-03T09:00:00Z") });
  await page.clock.pauseAt(new Date("2024-06-03T09:00:01Z"));
  await page.goto("/architecture");
  const figure = page.locator("figure[data-active-link]");
  await expect(figure).toHaveAttribute("data-cycle", "running");
  await expect(figure).toHaveAttribute("data-active-link", "0");

  await page.clock.runFor(1499);
  await expect(figure).toHaveAttribute("data-active-link", "0");
  await page.clock.runFor(1);
  await expect(figure).toHaveAttribute("data-active-link", "1");
  await expect(figure.locator('[data-layout="wide"] line[data-active="true"]')).toHaveAttribute(
    "data-link",
    "1",
  );
  await expect(page.getByRole("listitem").and(page.locator('[aria-current="step"]'))).toContainText(
    "2. Security layer → AI engine",
  );
  for (const expected of ["2", "3", "4", "5", "6", "0"]) {
    await page.clock.runFor(1500);
    await expect(figure).toHaveAttribute("data-active-link", expected);
  }

  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect(figure).toHaveAttribute("data-cycle", "paused");
  await page.clock.runFor(6000);
  await expect(figure).toHaveAttribute("data-active-link", "0");

  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect(figure).toHaveAttribute("data-cycle", "running");
  await page.clock.runFor(1500);
  await expect(figure).toHaveAttribute("data-active-link", "1");
});

test("with reduced motion there is no highlight and it stays still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install({ time: new Date("2024-06-03T09:00:00Z") });
  await page.clock.pauseAt(new Date("2024-06-03T09:00:01Z"));
  await page.goto("/architecture");
  const figure = page.locator("figure[data-active-link]");
  await expect(figure).toHaveAttribute("data-cycle", "off");
  await expect(figure).toHaveAttribute("data-active-link", "none");
  await page.clock.runFor(4500);
  await expect(figure).toHaveAttribute("data-active-link", "none");
  await expect(figure.locator('line[data-active="true"]')).toHaveCount(0);
});

test("on a phone the drawing runs top to bottom, whole, without scrolling sideways", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/architecture");
  const diagram = page.getByRole("group", { name: "Platform architecture diagram" });
  await expect(diagram).toHaveAttribute("data-layout", "compact");
  await expect(diagram.getByRole("img")).toHaveCount(8);
  // Every node inside the screen's width, and the drawing taller than wide.
  const box = (await diagram.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeGreaterThan(box.width);
  for (const node of await diagram.getByRole("img").all()) {
    const nodeBox = (await node.boundingBox())!;
    expect(nodeBox.x + nodeBox.width).toBeLessThanOrEqual(390);
  }
  await expectNoAxeViolations();
});

test("from 640 px the drawing runs left to right", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/architecture");
  const diagram = page.getByRole("group", { name: "Platform architecture diagram" });
  await expect(diagram).toHaveAttribute("data-layout", "wide");
  const box = (await diagram.boundingBox())!;
  expect(box.width).toBeGreaterThan(box.height);
});

test("the flow is told once: each step and block text in the diagram's steps, no card grid", async ({
  page,
}) => {
  await page.goto("/architecture");
  const steps = page.getByRole("list", { name: "Connections in the diagram" });
  for (const text of [
    ...architectureLinks.map((link) => link.description),
    ...architectureNodes.map((node) => node.description),
  ]) {
    await expect(page.getByText(text, { exact: true })).toHaveCount(1);
    await expect(steps.getByText(text, { exact: true })).toHaveCount(1);
  }
  await expect(page.locator("#building-blocks")).toHaveCount(0);
  await expect(page.locator("main li.rounded-card")).toHaveCount(0);
});
