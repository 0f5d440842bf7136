import { describe, expect, it } from "vitest";
import { z } from "zod";

import type { FormAction } from "./form-action.server";
import { PAGE_ACTION_BODY_LIMIT_BYTES } from "./form-body.server";
import { handleFormPage, refuseWrites } from "./form-page.server";

const echo = (): FormAction<{ name: string }, { name: string }, { status: string } | Response> => ({
  read: (form) => ({ name: String(form.get("name") ?? "") }),
  schema: z.object({ name: z.string().min(1) }),
  invalid: () => ({ status: 400, result: { status: "invalid" } }),
  act: async (input) =>
    input.name === "redirect"
      ? { status: 302, result: new Response(null, { status: 302, headers: { Location: "/x" } }) }
      : { status: 200, result: { status: `hello ${input.name}` } },
});

const post = (name: string, accept = "text/html") =>
  new Request("http://site.test/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: accept },
    body: new URLSearchParams({ name }),
  });

describe("handleFormPage", () => {
  it("shows the page for a GET", async () => {
    expect(await handleFormPage(new Request("http://site.test/contact"), echo)).toEqual({
      kind: "page",
      status: 200,
    });
  });

  it("shows the page with the result for a post without JavaScript", async () => {
    expect(await handleFormPage(post("Ada"), echo)).toEqual({
      kind: "page",
      result: { status: "hello Ada" },
      status: 200,
    });
    expect(await handleFormPage(post(""), echo)).toEqual({
      kind: "page",
      result: { status: "invalid" },
      status: 400,
    });
  });

  it("answers JSON, never stored, to the form's island", async () => {
    const outcome = await handleFormPage(post("", "application/json"), echo);
    if (outcome.kind !== "answer") throw new Error("expected an answer");
    expect(outcome.response.status).toBe(400);
    expect(outcome.response.headers.get("cache-control")).toBe("no-store");
    expect(await outcome.response.json()).toEqual({ status: "invalid" });
  });

  it("answers a redirect as it is, and 405 to other methods", async () => {
    const redirect = await handleFormPage(post("redirect"), echo);
    expect(redirect.kind === "answer" && redirect.response.status).toBe(302);
    const put = await handleFormPage(
      new Request("http://site.test/contact", { method: "PUT" }),
      echo,
    );
    expect(put.kind === "answer" && put.response.status).toBe(405);
    expect(put.kind === "answer" && put.response.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("answers 413 to a body past the page-action limit, without running the action", async () => {
    let acted = false;
    const counting = (): ReturnType<typeof echo> => ({
      ...echo(),
      act: async (input, values, form) => {
        acted = true;
        return echo().act(input, values, form);
      },
    });
    const huge = new Request("http://site.test/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `name=${"a".repeat(PAGE_ACTION_BODY_LIMIT_BYTES + 1)}`,
    });
    const outcome = await handleFormPage(huge, counting);
    expect(outcome.kind === "answer" && outcome.response.status).toBe(413);
    expect(acted).toBe(false);
  });
});

describe("refuseWrites", () => {
  it("lets reads through and answers a post 405, allowing reads only", () => {
    for (const method of ["GET", "HEAD"]) {
      expect(refuseWrites(new Request("http://site.test/pricing", { method }))).toBeUndefined();
    }
    const refused = refuseWrites(new Request("http://site.test/pricing", { method: "POST" }));
    expect(refused?.status).toBe(405);
    expect(refused?.headers.get("allow")).toBe("GET, HEAD");
  });
});
