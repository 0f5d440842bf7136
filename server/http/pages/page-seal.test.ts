import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { PRERENDER_NONCE_PLACEHOLDER } from "#app/shared/page-runtime/nonce-placeholder";
import { inlineScriptHashes, withoutNoncePlaceholder } from "./page-seal";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script a browser runs, and nothing else", () => {
    const html =
      '<script>window.a=1</script><script type="module" async="">import "/x.js";</script>' +
      '<script type="importmap">{"imports":{}}</script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      '<script src="/assets/a.js"></script><script>window.a=1</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a=1"),
      sha('import "/x.js";'),
      sha('{"imports":{}}'),
    ]);
  });

  it("gives a changed script a new hash, so an old policy would block it", () => {
    expect(inlineScriptHashes("<script>window.a=1</script>")).not.toEqual(
      inlineScriptHashes("<script>window.a=2</script>"),
    );
  });
});

describe("withoutNoncePlaceholder", () => {
  it("takes out the placeholder attributes and nothing else", () => {
    const html = `<script nonce="${PRERENDER_NONCE_PLACEHOLDER}">1</script><p>nonce</p>`;
    expect(withoutNoncePlaceholder(html)).toBe("<script>1</script><p>nonce</p>");
  });
});
