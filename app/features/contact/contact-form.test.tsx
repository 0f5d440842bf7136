// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { toast as sonnerToast } from "sonner";

import { removeToaster } from "#app/shared/forms/toast";

import { emptyContactValues, type ContactResult } from "./contact-form-fields";
import { ContactForm, resultOfFailure } from "./contact-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-wide store, and the page's toaster (mounted by the
  // first toast) outlives each test: without this, one test's toast shows up in the next.
  sonnerToast.dismiss();
  removeToaster();
});

type Action = (form: FormData) => ContactResult | Promise<ContactResult>;

/** The form with the page behind it: a post to /contact is answered by `action`, as JSON. */
function renderForm(action: Action, initialResult?: ContactResult) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    expect(url).toBe("/contact");
    const request = new Request(`http://site.test${url}`, init);
    const result = await action(await request.formData());
    return Response.json(result, { status: result.status === "invalid" ? 400 : 200 });
  });
  render(<ContactForm initialResult={initialResult} />);
  return userEvent.setup();
}

/** A control by the start of its visible label (the label ends with a "*" when required). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Full name"), "Jane Doe");
  await user.type(field("Email"), "jane@example.com");
  await user.type(field("Company"), "Acme");
  await user.selectOptions(field("Country code"), "+44");
  await user.type(field("Phone number"), "2079460000");
  await user.type(field("Subject"), "Pricing");
  await user.type(field("Message"), "Tell me more.");
}

const send = () => screen.getByRole("button", { name: "Send Message" });

describe("ContactForm", () => {
  it("labels every field and lists the ten dial codes after an empty choice", () => {
    renderForm(() => ({ status: "success", nextKey: "x".repeat(32) }));
    for (const label of ["Full name", "Email", "Company (optional)", "Phone number", "Subject"]) {
      expect(field(label)).toBeInTheDocument();
    }
    const select = field("Country code") as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Select a country code",
      "+91 India",
      "+1 USA",
      "+44 UK",
      "+61 Australia",
      "+81 Japan",
      "+49 Germany",
      "+971 UAE",
      "+86 China",
      "+33 France",
      "+39 Italy",
    ]);
  });

  it("shows every message under its field, marks it invalid and focuses the first", async () => {
    const action = vi.fn<Action>();
    const user = renderForm(action);
    await user.click(send());
    // The schema loads on demand: wait for the first answer.
    await waitFor(() => expect(field("Full name")).toHaveAttribute("aria-invalid", "true"));
    const expected: Record<string, string> = {
      "Full name": "Full name is required.",
      Email: "Email is required.",
      "Country code": "Please select a country code.",
      "Phone number": "Phone number is required.",
      Subject: "Subject is required.",
      Message: "Message is required.",
    };
    for (const [label, message] of Object.entries(expected)) {
      const control = field(label);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field("Company")).not.toHaveAttribute("aria-invalid");
    expect(field("Full name")).toHaveFocus();
    expect(await screen.findByText("Please fix the highlighted fields.")).toBeInTheDocument();
    expect(screen.getByText(/^Validation Error:/)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it("focuses the first invalid field in the form's order", async () => {
    const user = renderForm(vi.fn<Action>());
    await fillValid(user);
    await user.clear(field("Phone number"));
    await user.type(field("Phone number"), "123456");
    await user.clear(field("Email"));
    await user.type(field("Email"), "jane@example");
    await user.click(send());
    await waitFor(() => expect(field("Email")).toHaveFocus());
    expect(field("Email")).toHaveAccessibleDescription("Enter a valid email address.");
    expect(field("Phone number")).toHaveAccessibleDescription(
      expect.stringContaining("Enter a valid phone number (7–15 digits)."),
    );
    expect(field("Full name")).not.toHaveAttribute("aria-invalid");
  });

  it("sends the fields with a key, then thanks the visitor and clears the form", async () => {
    const received: FormData[] = [];
    const user = renderForm((form) => {
      received.push(form);
      return { status: "success", nextKey: "n".repeat(32) };
    });
    await fillValid(user);
    await user.click(send());
    await screen.findByRole("heading", { name: "Message Sent!" });
    // The specification's toast says it too.
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")).toHaveTextContent(
        "Message Sent! Thank you for contacting us. We'll get back to you within 24 hours.",
      ),
    );
    expect(received).toHaveLength(1);
    const sent = Object.fromEntries(received[0]!.entries());
    expect(sent).toMatchObject({
      fullName: "Jane Doe",
      email: "jane@example.com",
      company: "Acme",
      country: "+44",
      phone: "2079460000",
      subject: "Pricing",
      message: "Tell me more.",
      website: "",
    });
    expect(sent.idempotency_key).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(field("Full name")).toHaveValue(""));
    expect(field("Message")).toHaveValue("");
    expect(field("Country code")).toHaveValue("");
  });

  it("puts the sent state in the form's place: its title focused, what happens next", async () => {
    const user = renderForm(() => ({ status: "success", nextKey: "n".repeat(32) }));
    await fillValid(user);
    await user.click(send());
    const title = await screen.findByRole("heading", { level: 2, name: "Message Sent!" });
    await waitFor(() => expect(title).toHaveFocus());
    // The specification's sentence, as one status message.
    expect(screen.getByRole("status")).toHaveTextContent(
      "Message Sent! Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeInTheDocument();
    expect(screen.getByText("A reply within 24 hours")).toBeInTheDocument();
    // The form is out of sight, and cleared behind it.
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send Message" })).toBeNull();
    expect(field("Subject")).toHaveValue("");
    expect(screen.getByRole("link", { name: /Open the platform/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("brings back the empty form on Send another message, Full name focused", async () => {
    const user = renderForm(() => ({ status: "success", nextKey: "n".repeat(32) }));
    await fillValid(user);
    await user.click(send());
    const another = await screen.findByRole("link", { name: "Send another message" });
    await user.click(another);
    expect(screen.queryByRole("heading", { name: "Message Sent!" })).toBeNull();
    expect(screen.getByRole("form", { name: "Send us a message" })).toBeVisible();
    expect(field("Full name")).toHaveFocus();
    expect(field("Message")).toHaveValue("");
  });

  it("shows the sent state of a post made without JavaScript, with a link to the form", () => {
    renderForm(vi.fn<Action>(), { status: "success", nextKey: "" });
    expect(screen.getByRole("status")).toHaveTextContent(/^Message Sent! Thank you/);
    expect(screen.getByRole("link", { name: "Send another message" })).toHaveAttribute(
      "href",
      "/contact#contact-form-title",
    );
    expect(screen.queryByRole("button", { name: "Send Message" })).toBeNull();
  });

  it("uses a new key for the next message but the same one for a retry", async () => {
    const keys: string[] = [];
    let answer: ContactResult = { status: "error" };
    const user = renderForm((form) => {
      keys.push(String(form.get("idempotency_key")));
      return answer;
    });
    await fillValid(user);
    await user.click(send());
    await screen.findByText("Something went wrong. Please try again.");
    answer = { status: "success", nextKey: "n".repeat(32) };
    await user.click(send());
    await user.click(await screen.findByRole("link", { name: "Send another message" }));
    await waitFor(() => expect(field("Full name")).toHaveValue(""));
    await fillValid(user);
    await user.click(send());
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it.each([
    ["error", "Error:", "Something went wrong. Please try again."],
    [
      "network_error",
      "Network Error:",
      "Unable to send your message. Please check your connection.",
    ],
  ] as const)("keeps what was typed when the answer is %s", async (status, title, text) => {
    const user = renderForm(() => ({ status }));
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${title}`))).toBeInTheDocument();
    expect(field("Full name")).toHaveValue("Jane Doe");
    expect(field("Message")).toHaveValue("Tell me more.");
  });

  it("tells a visitor who sent too many messages to wait", async () => {
    const user = renderForm(() => ({ status: "rate_limited" }));
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText(/Please wait a minute and try again\./)).toBeInTheDocument();
  });

  it("shows the answer of a post made without JavaScript", () => {
    renderForm(vi.fn<Action>(), {
      status: "invalid",
      errors: { fullName: "Full name must be at least 3 characters." },
      values: {
        ...emptyContactValues,
        fullName: "Al",
        email: "al@example.com",
        company: "",
        country: "+91",
        phone: "9876543210",
        subject: "Hi",
        message: "Hello",
      },
      key: "k".repeat(32),
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Validation Error: Please fix the highlighted fields.",
    );
    expect(field("Full name")).toHaveValue("Al");
    expect(field("Full name")).toHaveAccessibleDescription(
      "Full name must be at least 3 characters.",
    );
    expect(field("Country code")).toHaveValue("+91");
    expect(document.querySelector('input[name="idempotency_key"]')).toHaveValue("k".repeat(32));
  });

  it("keeps the honeypot out of sight and out of the tab order", () => {
    renderForm(vi.fn<Action>());
    const trap = document.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe("the contact form's reading of a failed post", () => {
  it("maps the guards' statuses, a lost connection and any other failure", () => {
    expect(resultOfFailure({ status: 429 })).toEqual({ status: "rate_limited" });
    expect(resultOfFailure({ status: 413 })).toEqual({ status: "too_large" });
    expect(resultOfFailure({ network: true })).toEqual({ status: "network_error" });
    expect(resultOfFailure({ status: 502 })).toEqual({ status: "error" });
  });
});
