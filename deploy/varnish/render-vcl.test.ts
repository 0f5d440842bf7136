import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  isTrackingParam,
  queryIsOnlyTracking,
  TRACKING_NAMES,
  TRACKING_PREFIXES,
} from "#server/http/guards/tracking-params";
import { defaultVclPath, parseInstance, renderVcl } from "./render-vcl";

const template = fs.readFileSync(defaultVclPath, "utf8");

/** The regular expression of the VCL's tracking-parameter block, as written. */
function vclTrackingRegex(): string {
  const block = /# BEGIN tracking parameters\n([\s\S]*?)# END tracking parameters/.exec(
    template,
  )?.[1];
  const regex = block && /regsuball\(req\.url, "([^"]+)", ""\)/.exec(block)?.[1];
  if (!regex) throw new Error("no tracking-parameter regsuball in default.vcl");
  return regex;
}

/** What vcl_recv does to a URL: the regsuball of the block, then the trailing [?&] dropped. */
function stripLikeVarnish(url: string): string {
  // PCRE2's inline (?i) is JavaScript's "i" flag; the rest reads the same in both.
  const regex = new RegExp(vclTrackingRegex().replace(/^\(\?i\)/, ""), "gi");
  return url.includes("?") ? url.replace(regex, "").replace(/[?&]+$/, "") : url;
}

describe("default.vcl's tracking parameters", () => {
  it("are exactly the server's list (server/tracking-params.ts)", () => {
    const alternatives = /^\(\?i\)\(\?<=\[\?&\]\)\(([^)]*)\)/.exec(vclTrackingRegex())?.[1];
    expect(alternatives).toBeDefined();
    const entries = alternatives!.split("|");
    const prefixes = entries.filter((entry) => entry.endsWith("[^=&]*"));
    const names = entries.filter((entry) => !entry.endsWith("[^=&]*"));
    expect(prefixes.map((entry) => entry.replace("[^=&]*", "")).sort()).toEqual(
      [...TRACKING_PREFIXES].sort(),
    );
    expect(names.sort()).toEqual([...TRACKING_NAMES].sort());
  });

  it("leave a URL exactly when the server would show the page without them", () => {
    const cases = [
      "/pricing?utm_source=x",
      "/pricing?utm_source=news&utm_medium=email&gclid=abc&fbclid=1",
      "/pricing?UTM_Source=x&REF",
      "/pricing?ref=a&_ga=1&_gl=2&mc_cid=3&mc_eid=4&msclkid=5&dclid=6&gbraid=7&wbraid=8",
      "/templates?category=x&utm_source=y",
      "/templates?utm_source=y&category=x&gclid=1",
      "/roi-calculator?reference=1&utm=2",
      "/blog?q=a%26b&utm_campaign=c",
    ];
    for (const url of cases) {
      const stripped = stripLikeVarnish(url);
      const query = url.slice(url.indexOf("?") + 1);
      if (queryIsOnlyTracking(query)) {
        expect(stripped, url).toBe(url.slice(0, url.indexOf("?")));
      } else {
        // Every parameter the page reads stays, in order; only tracking ones go.
        const kept = [...new URLSearchParams(query)].filter(([name]) => !isTrackingParam(name));
        expect([...new URLSearchParams(stripped.split("?")[1] ?? "")], url).toEqual(kept);
      }
    }
  });
});

describe("render-vcl", () => {
  it("renders the shipped example unchanged from its own two instances", () => {
    expect(
      renderVcl(template, [
        { host: "127.0.0.1", port: 3000 },
        { host: "127.0.0.1", port: 3001 },
      ]),
    ).toBe(template);
  });

  it("makes one probed backend per instance, a director over all, and an ACL with them", () => {
    const vcl = renderVcl(
      template,
      [parseInstance("10.0.0.11:3000"), parseInstance("[::1]:3001"), parseInstance("app-3:80")],
      { purgers: ["10.0.0.0/24"] },
    );
    expect(vcl.match(/^backend site_\d+ \{/gm)).toEqual([
      "backend site_1 {",
      "backend site_2 {",
      "backend site_3 {",
    ]);
    expect(vcl.match(/\.probe = site_ready;/g)).toHaveLength(3);
    expect(vcl).toContain('.host = "::1";\n    .port = "3001";');
    expect(vcl).toContain("site.add_backend(site_3);");
    expect(vcl).toContain('"10.0.0.11";');
    expect(vcl).toContain('"10.0.0.0"/24;');
    // The rest of the file is the template's.
    expect(vcl.slice(vcl.indexOf("# END instances"))).toBe(
      template.slice(template.indexOf("# END instances")),
    );
  });

  it("refuses what would not be an address", () => {
    expect(() => parseInstance("app")).toThrow(/HOST:PORT/);
    expect(() => parseInstance('a";}:80')).toThrow(/HOST:PORT/);
    expect(() => parseInstance("app:99999")).toThrow(/HOST:PORT/);
    expect(() => renderVcl(template, [{ host: "a", port: 1 }], { purgers: ['x"; }'] })).toThrow(
      /address/,
    );
    expect(() => renderVcl(template, [])).toThrow(/at least one/);
  });

  const varnishd = spawnSync("sh", ["-c", "command -v varnishd"], { encoding: "utf8" }).stdout;
  it.skipIf(!varnishd.trim())("renders a VCL that varnishd compiles", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "render-vcl-"));
    try {
      const file = path.join(dir, "site.vcl");
      fs.writeFileSync(
        file,
        renderVcl(template, [parseInstance("127.0.0.1:4001"), parseInstance("127.0.0.1:4002")]),
      );
      // Root's varnishd reads the file as its own user: let it.
      fs.chmodSync(dir, 0o755);
      const result = spawnSync(varnishd.trim(), ["-C", "-n", path.join(dir, "work"), "-f", file], {
        encoding: "utf8",
      });
      expect(result.status, result.stderr.slice(-2000)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
