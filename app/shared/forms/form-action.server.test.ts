import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { handleForm, runFormAction, type FormAction } from "./form-action.server";

type Values = { name: string };
type Result = { ok: true; greeting: string } | { ok: false; error: string; values: Values };

const greeter = (act = vi.fn(async (input: { name: string }) => input.name)) => {
  const action: FormAction<Values, { name: string }, Result> = {
    read: (form) => ({ name: String(form.get("name") ?? "") }),
    screen: (form) =>
      form.get("trap") ? { status: 200, result: { ok: true, greeting: "thanks" } } : undefined,
    schema: z.object({ name: z.string().trim().min(1) }),
    invalid: (values) => ({
      status: 400,
      result: { ok: false, error: "Name is required", values },
    }),
    act: async (input) => ({
      status: 200,
      result: { ok: true, greeting: `Hi ${await act(input)}` },
    }),
  };
  return { action, act };
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the form pattern", () => {
  it("acts on what the schema parsed (trimmed), with the status the action chose", async () => {
    const { action, act } = greeter();
    expect(await handleForm(form({ name: "  Ada " }), action)).toEqual({
      status: 200,
      result: { ok: true, greeting: "Hi Ada" },
    });
    expect(act).toHaveBeenCalledWith({ name: "Ada" });
  });

  it("answers refused values with the messages and the values, without acting", async () => {
    const { action, act } = greeter();
    expect(await handleForm(form({ name: " " }), action)).toEqual({
      status: 400,
      result: { ok: false, error: "Name is required", values: { name: " " } },
    });
    expect(act).not.toHaveBeenCalled();
  });

  it("lets a screened submission through with its answer, before validation, without acting", async () => {
    const { action, act } = greeter();
    expect((await handleForm(form({ name: "", trap: "bot" }), action)).result).toEqual({
      ok: true,
      greeting: "thanks",
    });
    expect(act).not.toHaveBeenCalled();
  });

  it("reads a request's body within the page-action limit", async () => {
    const { action } = greeter();
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: new URLSearchParams({ name: "Lin" }),
    });
    expect((await runFormAction(request, action)).result).toEqual({ ok: true, greeting: "Hi Lin" });
    const huge = new Request("http://localhost/x", {
      method: "POST",
      body: new URLSearchParams({ name: "x".repeat(200_000) }),
    });
    const refused = await runFormAction(huge, action).catch((error: unknown) => error);
    expect((refused as Response).status).toBe(413);
  });
});
