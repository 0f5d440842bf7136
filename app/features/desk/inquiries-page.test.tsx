// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import type { DeskInquiry } from "#app/context";
import { NO_FILTERS } from "./desk.schema";
import { InquiriesPage, InquiryTable } from "./inquiries-page";

afterEach(cleanup);

const inquiry = (id: string, fullName: string, changes: Partial<DeskInquiry>): DeskInquiry => ({
  id,
  receivedAt: "2026-11-23T12:04:00.000Z",
  fullName,
  email: `${id}@example.com`,
  emailHref: `mailto:${id}@example.com`,
  company: "Acme",
  subject: "Pricing",
  type: "ai-agent-platform",
  leadStatus: "new",
  owner: null,
  excerpt: "We would like an agent.",
  status: "delivered",
  attempts: 1,
  nextAttemptAt: null,
  deliveredAt: "2026-11-23T12:04:05.000Z",
  lastError: null,
  salesEmail: null,
  ...changes,
});

const owners = [
  { id: "0000000000000000000000a1", email: "ana@example.com" },
  { id: "0000000000000000000000b2", email: "ben@example.com" },
];

function renderTable(inquiries: DeskInquiry[]) {
  return render(
    <InquiryTable
      inquiries={inquiries}
      csrf="token"
      owners={owners}
      now="2026-11-23T14:04:00.000Z"
    />,
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr")!;

describe("InquiryTable", () => {
  it("shows the e-mail to sales beside the delivery, and offers a retry when it failed", async () => {
    renderTable([
      inquiry("a1", "Ada Lovelace", {
        salesEmail: { status: "failed", lastError: "SMTP 550 mailbox unavailable" },
      }),
      inquiry("a2", "Grace Hopper", { salesEmail: { status: "sent", lastError: null } }),
      inquiry("a3", "Alan Turing", {}),
      inquiry("a4", "Edsger Dijkstra", { status: "failed", lastError: "HTTP 400" }),
    ]);

    const ada = within(await rowOf("Ada Lovelace"));
    expect(ada.getByText("E-mail to sales: failed")).toBeInTheDocument();
    expect(
      ada.getByText("E-mail to sales: failed: SMTP 550 mailbox unavailable"),
    ).toBeInTheDocument();
    expect(
      ada.getByRole("button", { name: "Retry now: Ada Lovelace, Pricing" }),
    ).toBeInTheDocument();

    // Every row has its Save (of status and owner); only a failure has a retry.
    const grace = within(await rowOf("Grace Hopper"));
    expect(grace.getByText("E-mail to sales: sent")).toBeInTheDocument();
    expect(grace.queryByRole("button", { name: /Retry now/ })).toBeNull();

    const alan = within(await rowOf("Alan Turing"));
    expect(alan.queryByText(/E-mail to sales/)).toBeNull();
    expect(alan.queryByRole("button", { name: /Retry now/ })).toBeNull();

    const edsger = within(await rowOf("Edsger Dijkstra"));
    expect(edsger.getByRole("button", { name: /Retry now/ })).toBeInTheDocument();
  });

  it("opens each inquiry's page, shows its status, and links only safe addresses", async () => {
    renderTable([
      inquiry("0123456789abcdef01234567", "Ada Lovelace", { leadStatus: "contacted" }),
      inquiry("1123456789abcdef01234567", "Mallory", {
        email: "lead@client.example?cc=attacker%40evil.example",
        emailHref: null,
      }),
    ]);
    const ada = within(await rowOf("Ada Lovelace"));
    expect(ada.getByRole("link", { name: "Ada Lovelace: Pricing" })).toHaveAttribute(
      "href",
      "/admin/inquiries/0123456789abcdef01234567",
    );
    expect(ada.getByRole("combobox", { name: "Status of Ada Lovelace" })).toHaveValue("contacted");
    const mallory = within(await rowOf("Mallory"));
    expect(mallory.queryByRole("link", { name: /lead@client/ })).toBeNull();
    expect(mallory.getByText(/not a plain e-mail address/)).toBeInTheDocument();
  });

  it("changes status and owner from the row, in a form that names the inquiry", async () => {
    const id = "0123456789abcdef01234567";
    renderTable([
      inquiry(id, "Ada Lovelace", {
        owner: { id: "0000000000000000000000c3", email: "old@example.com", disabled: true },
      }),
    ]);
    const ada = within(await rowOf("Ada Lovelace"));
    const save = ada.getByRole("button", { name: "Save the status and owner of Ada Lovelace" });
    const form = document.getElementById(save.getAttribute("form")!) as HTMLFormElement;
    const fields = new FormData(form);
    expect(Object.fromEntries(fields)).toEqual({
      csrf: "token",
      intent: "update",
      id,
      status: "new",
      owner: "0000000000000000000000c3",
    });
    // The owner select lists nobody, the users who can sign in, and a disabled owner kept.
    const owner = ada.getByRole("combobox", { name: "Owner of Ada Lovelace" });
    expect([...(owner as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "Nobody",
      "ana@example.com",
      "ben@example.com",
      "old@example.com (disabled)",
    ]);
  });

  it("says when in words, with the exact time on hover, and starts the message", async () => {
    renderTable([inquiry("a1", "Ada Lovelace", {})]);
    const ada = within(await rowOf("Ada Lovelace"));
    const received = ada.getByText("2 hours ago");
    expect(received.tagName).toBe("TIME");
    expect(received).toHaveAttribute("title", "2026-11-23 12:04 UTC");
    expect(received).toHaveAttribute("datetime", "2026-11-23T12:04:00.000Z");
    expect(ada.getByText("We would like an agent.")).toBeInTheDocument();
  });
});

describe("InquiriesPage's date filters", () => {
  it("says beside a date filter that its value is no calendar day (issue 56)", () => {
    const { container } = render(
      <InquiriesPage
        csrf="token"
        filters={{ ...NO_FILTERS, to: "2026-02-10" }}
        invalidDates={["from"]}
        page={1}
        pageSize={50}
        inquiries={[]}
        total={0}
        counts={{ new: 0, contacted: 0, qualified: 0, closed: 0 }}
        owners={owners}
        result={undefined}
        now="2026-11-23T14:04:00.000Z"
      />,
    );
    const from = container.querySelector("#desk-from")!;
    expect(from).toHaveAttribute("aria-invalid", "true");
    expect(from).toHaveAccessibleDescription(
      "Received from: not a day of the calendar (YYYY-MM-DD, years 0001 to 9999). Not applied.",
    );
    const to = container.querySelector("#desk-to")!;
    expect(to).not.toHaveAttribute("aria-invalid");
    expect(to).toHaveValue("2026-02-10");
    expect(from.closest("details")).toHaveAttribute("open");
  });
});
