import { describe, expect, it } from "vitest";

import { createAgent } from "#app/features/home/agent-creation.server";
import { handleContactSubmission } from "#app/features/contact/contact-submission.server";
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

describe("what a form answer shows back", () => {
  it("the contact form echoes at most each field's limit of a huge value", async () => {
    const form = new FormData();
    form.set("fullName", "x".repeat(1_000_000));
    form.set("message", "m".repeat(1_000_000));
    const { status, result } = await handleContactSubmission(form, {
      inquiries: { submit: async () => ({ stored: true }) } as never,
      log: { error: () => {} } as never,
    });
    expect(status).toBe(400);
    if (result.status !== "invalid") throw new Error("expected invalid");
    expect(result.values.fullName.length).toBe(100);
    expect(result.values.message.length).toBe(5000);
    expect(JSON.stringify(result).length).toBeLessThan(20_000);
  });

  it("agent creation echoes at most the description's limit", async () => {
    const form = new FormData();
    form.set("description", "d".repeat(1_000_000));
    const { status, result } = await createAgent(form, {
      client: { createBuilderAgent: async () => "id" },
      studioUrl: "http://studio",
      log: { warn: () => {} },
    });
    expect(status).toBe(400);
    if (result.ok) throw new Error("expected an error");
    expect(result.values.description.length).toBe(5000);
  });
});
