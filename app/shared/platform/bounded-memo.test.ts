import { describe, expect, it, vi } from "vitest";

import { boundedMemo } from "./bounded-memo";

describe("boundedMemo", () => {
  it("computes each input once while it stays among the recent ones", () => {
    const fn = vi.fn((input: string) => input.toUpperCase());
    const memo = boundedMemo(fn, 2);
    expect(memo("a")).toBe("A");
    expect(memo("a")).toBe("A");
    expect(fn).toHaveBeenCalledTimes(1);
    memo("b");
    memo("a"); // a is now the most recent
    memo("c"); // drops b, the least recently used
    memo("a");
    expect(fn).toHaveBeenCalledTimes(3);
    memo("b");
    expect(fn).toHaveBeenCalledTimes(4);
  });
});
