import { describe, expect, it, vi } from "vitest";

import { handleForm } from "#app/shared/forms/form-action.server";
import { deskFormAction, ok, runDeskForms } from "./desk-form.server";
import { bulkUpdateSchema, leadUpdateSchema } from "./desk.schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

function leadForm() {
  const act = vi.fn(async () => ok("Saved."));
  const action = deskFormAction({
    csrf: "token",
    fields: ["status", "note"],
    schema: leadUpdateSchema,
    act,
  });
  return { action, act };
}

describe("a desk form", () => {
  it("acts on a valid form with the session's token", async () => {
    const { action, act } = leadForm();
    const outcome = await handleForm(
      form({ csrf: "token", status: "closed", note: " Won " }),
      action,
    );
    expect(outcome).toEqual({ status: 200, result: { ok: true, message: "Saved." } });
    expect(act).toHaveBeenCalledWith({ status: "closed", note: "Won" });
  });

  it("refuses another token with 403, before reading anything else", async () => {
    const { action, act } = leadForm();
    for (const csrf of ["", "other"]) {
      const outcome = await handleForm(form({ csrf, status: "closed", note: "a\u0000" }), action);
      expect(outcome.status).toBe(403);
    }
    expect(act).not.toHaveBeenCalled();
  });

  it("refuses control characters with 400 and says so; other mistakes with their message", async () => {
    const { action, act } = leadForm();
    const nul = await handleForm(
      form({ csrf: "token", status: "closed", note: "a\u0000b" }),
      action,
    );
    expect(nul).toMatchObject({
      status: 400,
      result: { ok: false, error: expect.stringContaining("control characters") },
    });
    const status = await handleForm(form({ csrf: "token", status: "won", note: "" }), action);
    expect(status).toMatchObject({ status: 400, result: { error: "Choose one of the statuses." } });
    expect(act).not.toHaveBeenCalled();
  });

  it("picks the form of a page by its intent, and refuses an unknown one", async () => {
    const request = (body: string) =>
      new Request("http://site.test/admin/inquiries", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    const { action } = leadForm();
    const forms = { update: () => action };
    await expect(
      runDeskForms(request("intent=update&csrf=token&status=new&note=hi"), forms),
    ).resolves.toMatchObject({ status: 200 });
    await expect(runDeskForms(request("intent=toString&csrf=token"), forms)).resolves.toMatchObject(
      {
        status: 400,
      },
    );
    await expect(runDeskForms(request("csrf=token"), forms)).resolves.toMatchObject({
      status: 400,
    });
  });

  it("reads a bulk change's checked rows as a list, and wants a status or an owner for them", async () => {
    const act = vi.fn(async () => ok("Changed."));
    const action = deskFormAction({
      csrf: "token",
      fields: ["status", "owner"],
      lists: ["id"],
      schema: bulkUpdateSchema,
      act,
    });
    const [a, b] = ["0123456789abcdef01234567", "1123456789abcdef01234567"];
    const bulk = (fields: Array<[string, string]>) => {
      const data = new FormData();
      for (const [name, value] of [["csrf", "token"], ...fields]) data.append(name!, value!);
      return handleForm(data, action);
    };
    await expect(
      bulk([
        ["id", a],
        ["id", b],
        ["id", a],
        ["status", "closed"],
        ["owner", ""],
      ]),
    ).resolves.toMatchObject({ status: 200 });
    // Duplicates once; an empty owner leaves owners as they are.
    expect(act).toHaveBeenCalledWith({ id: [a, b], status: "closed", owner: undefined });

    const refused = async (fields: Array<[string, string]>, message: string) => {
      const outcome = await bulk(fields);
      expect(outcome).toMatchObject({ status: 400, result: { ok: false, error: message } });
    };
    await refused([["status", "closed"]], "Select at least one inquiry first.");
    await refused(
      [
        ["id", a],
        ["status", ""],
        ["owner", ""],
      ],
      "Choose a status or an owner for the selected inquiries.",
    );
    await refused(
      [
        ["id", "nope"],
        ["status", "new"],
      ],
      "That is not an inquiry's id.",
    );
    await refused(
      [
        ...Array.from(
          { length: 51 },
          (_, n) => ["id", n.toString(16).padStart(24, "0")] as [string, string],
        ),
        ["status", "new"],
      ],
      "Change at most 50 inquiries at once.",
    );
    expect(act).toHaveBeenCalledTimes(1);
  });
});
