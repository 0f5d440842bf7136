import { describe, expect, it } from "vitest";

import { loader } from "./integrations.route";

type LoaderArgs = Parameters<typeof loader>[0];
const load = (url: string) =>
  loader({ request: new Request(url), url: new URL(url), params: {} } as LoaderArgs);

describe("integrations loader", () => {
  it("reads the search query from ?q= so the server renders the filtered list", () => {
    expect(load("http://x/integrations?q=Shop%20ify")).toEqual({ query: "Shop ify" });
    expect(load("http://x/integrations")).toEqual({ query: "" });
  });
});
