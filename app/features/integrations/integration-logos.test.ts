import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { integrationMark } from "#app/shared/images/integration-marks";
import { integrationSprite as spriteOf } from "#app/shared/images/integration-sprite.server";
import { integrations } from "./integrations.copy";

const integrationSprite = () => spriteOf(integrations.map((integration) => integration.title));

const symbols = (sprite: string) =>
  [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)].map((match) => ({
    id: match[1]!,
    body: match[2]!,
  }));

describe("the integrations' marks", () => {
  it("public/integration-logos.svg is up to date (run `npm run icons`)", () => {
    const committed = readFileSync(
      join(import.meta.dirname, "../../../public/integration-logos.svg"),
      "utf8",
    );
    expect(committed).toBe(integrationSprite());
  });

  it("gives each of the 16 integrations a mark of its own, drawn in the sprite", () => {
    const drawn = symbols(integrationSprite());
    expect(integrations).toHaveLength(16);
    const ids = integrations.map((integration) => integrationMark(integration.title)?.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(16);
    expect(drawn.map((symbol) => symbol.id)).toEqual(ids);
    // Distinct pictures, not only distinct names.
    expect(new Set(drawn.map((symbol) => symbol.body)).size).toBe(16);
  });

  it("draws a mark of its own only for brands neither icon set has, never letters", () => {
    const drawn = integrations.filter(
      (integration) => integrationMark(integration.title)?.source.set === "drawn",
    );
    expect(integrationSprite()).not.toContain("<text");
    expect(drawn.map((integration) => integration.title)).toEqual([
      "SharePoint",
      "Salesforce Commerce Cloud",
      "Spryker",
      "Microsoft Business Central",
      "ServiceNow",
    ]);
  });

  it("keeps the ids of a colour mark's gradients unique to that mark", () => {
    const ids = [...integrationSprite().matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
