import { describe, expect, it } from "vitest";

import packageJson from "#package.json";
import { nodeFloorProblem, parseFloor } from "./node-floor.mjs";

describe("the Node.js floor", () => {
  it("is the engines field, the same in .nvmrc", async () => {
    const fs = await import("node:fs");
    expect(packageJson.engines.node).toBe(">=22.22");
    expect(parseFloor(packageJson.engines.node)).toEqual([22, 22, 0]);
    expect(fs.readFileSync(".nvmrc", "utf8").trim()).toBe("22.22");
  });

  it.each([
    ["v22.22.0", undefined],
    ["v22.23.1", undefined],
    ["v24.1.0", undefined],
    ["v22.21.9", "Node.js 22.22.0 or later is needed"],
    ["v20.20.2", "this is v20.20.2"],
  ])("on %s: %s", (version, problem) => {
    const answer = nodeFloorProblem(version, ">=22.22");
    if (problem === undefined) expect(answer).toBeUndefined();
    else expect(answer).toContain(problem);
  });
});
