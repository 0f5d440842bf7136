import { describe, expect, it } from "vitest";

import { isTrackingParam, queryIsOnlyTracking } from "./tracking-params";

describe("tracking parameters", () => {
  it("recognises campaign and click ids, in any case", () => {
    for (const name of [
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "UTM_Source",
      "gclid",
      "fbclid",
      "msclkid",
      "dclid",
      "gbraid",
      "wbraid",
      "mc_cid",
      "mc_eid",
      "_ga",
      "_gl",
      "ref",
    ]) {
      expect(isTrackingParam(name), name).toBe(true);
    }
  });

  it("does not treat the pages' own parameters as tracking", () => {
    for (const name of ["q", "category", "template", "agents", "utm", "reference", "page"]) {
      expect(isTrackingParam(name), name).toBe(false);
    }
  });

  it("accepts a query of tracking parameters only, or an empty one", () => {
    expect(queryIsOnlyTracking("")).toBe(true);
    expect(queryIsOnlyTracking("utm_source=x")).toBe(true);
    expect(queryIsOnlyTracking("utm_source=news&utm_medium=email&gclid=abc&fbclid=1")).toBe(true);
    expect(queryIsOnlyTracking("ref")).toBe(true);
  });

  it("refuses a query with any other parameter", () => {
    expect(queryIsOnlyTracking("q=bot")).toBe(false);
    expect(queryIsOnlyTracking("utm_source=x&agents=3")).toBe(false);
    expect(queryIsOnlyTracking("agents=3&utm_source=x")).toBe(false);
    // Names are compared decoded: "%71" is "q".
    expect(queryIsOnlyTracking("%71=bot")).toBe(false);
  });
});
