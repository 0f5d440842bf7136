import { afterEach, describe, expect, it } from "vitest";

import { islandPreloadUrls, setIslandPreloadGraph } from "./island-preloads";

const graph = {
  renderer: ["/assets/client.js", "/assets/react.js"],
  islands: {
    "app/features/home/hero.tsx": ["/assets/hero.js", "/assets/react.js", "/assets/button.js"],
    "app/features/contact/contact-form.tsx": ["/assets/contact-form.js", "/assets/button.js"],
  },
};

describe("islandPreloadUrls", () => {
  afterEach(() => setIslandPreloadGraph(undefined));

  it("lists the renderer and each island's scripts once", () => {
    setIslandPreloadGraph(graph);
    expect(
      islandPreloadUrls(["app/features/home/hero.tsx", "app/features/contact/contact-form.tsx"]),
    ).toEqual([
      "/assets/client.js",
      "/assets/react.js",
      "/assets/hero.js",
      "/assets/button.js",
      "/assets/contact-form.js",
    ]);
  });

  it("preloads nothing on a page without islands at load", () => {
    setIslandPreloadGraph(graph);
    expect(islandPreloadUrls([])).toEqual([]);
  });

  it("refuses a module the build has no island chunk for", () => {
    setIslandPreloadGraph(graph);
    expect(() => islandPreloadUrls(["app/features/home/hero.ts"])).toThrow(
      /No island chunk for app\/features\/home\/hero\.ts/,
    );
  });

  it("preloads nothing without a build's graph (development)", () => {
    expect(islandPreloadUrls(["app/features/home/hero.tsx"])).toEqual([]);
  });
});
