import { describe, expect, it } from "vitest";

import { PAGE_ACTION_BODY_LIMIT_BYTES, readFormWithin } from "./form-body.server";

/** A 100 MB body of unknown length, produced on demand, counting what the reader pulled. */
function endlessBody() {
  const chunk = new TextEncoder().encode(`message=${"a".repeat(64 * 1024 - 8)}`);
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= 100 * 1024 * 1024) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled };
}

describe("readFormWithin", () => {
  it("reads a form within the cap", async () => {
    const request = new Request("http://x/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "fullName=Jane&message=Hi",
    });
    const form = await readFormWithin(request, PAGE_ACTION_BODY_LIMIT_BYTES);
    expect(form.get("fullName")).toBe("Jane");
  });

  it("stops a 100 MB stream at the cap, with a 413, without reading it in full", async () => {
    const { body, pulled } = endlessBody();
    const request = new Request("http://x/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const error = await readFormWithin(request, PAGE_ACTION_BODY_LIMIT_BYTES).catch((e) => e);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(PAGE_ACTION_BODY_LIMIT_BYTES + 3 * 64 * 1024);
  });
});
