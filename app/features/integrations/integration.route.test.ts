import { describe, expect, it } from "vitest";

import { integrations } from "./integrations.copy";
import { integrationSlugs } from "#app/shared/copy/slugs.copy";
import { loader } from "./integration.route";

type LoaderArgs = Parameters<typeof loader>[0];
const load = (name: string) =>
  loader({ params: { name }, request: new Request(`http://x/channels/${name}`) } as LoaderArgs);

describe("integration page loader", () => {
  it.each(integrationSlugs)("serves %s with what the agent does, features and setup", (slug) => {
    const { integration, details, related } = load(slug);
    expect(integration.slug).toBe(slug);
    expect(details.agentRole.length).toBeGreaterThan(80);
    expect(details.features).toHaveLength(3);
    expect(details.setup).toHaveLength(3);
    // the three other platforms of the same category
    expect(related).toHaveLength(3);
    expect(related.every((other) => other.category === integration.category)).toBe(true);
    expect(related.map((other) => other.slug)).not.toContain(slug);
  });

  it("has a page for each of the 16 directory cards", () => {
    expect(integrations.map((i) => i.slug)).toEqual([...integrationSlugs]);
  });

  it("answers 404 for an unknown name", () => {
    expect.assertions(1);
    try {
      load("no-such-platform");
    } catch (error) {
      expect((error as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });
});
