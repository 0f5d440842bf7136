import { describe, expect, it } from "vitest";

import { listImageLoading } from "./image-priority";

describe("listImageLoading", () => {
  it("first image: eager, high priority; the next ones eager, low; the rest lazy", () => {
    expect([0, 1, 2, 3].map((index) => listImageLoading(index, 3))).toEqual([
      { loading: "eager", fetchPriority: "high" },
      { loading: "eager", fetchPriority: "low", decoding: "async" },
      { loading: "eager", fetchPriority: "low", decoding: "async" },
      { loading: "lazy", decoding: "async" },
    ]);
  });
});
