// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import type { DeskInquiry } from "./desk-service";
import { DEFAULT_SORT, NO_FILTERS } from "./desk-values";
import { InquiriesPage, InquiryTable } from "./inquiries-page";

afterEach(cleanup);

const inquiry = (id: string, fullName: string, changes: Partial<DeskInquiry>): DeskInquiry => ({
  id,
  receivedAt: "2026-11-23T12:04:00.000Z",
  fullName,
  email: `${id}@example.com`,
  emailHref: `mailto:${id}@example.com`,
  company: "Acme",
  country: "+33",
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
      filters={{ ...NO_FILTERS, status: "new" }}
      sort={{ key: "company", direction: "asc" }}
    />,
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr")!;

describe("InquiryTable", () => {
  it("shows the delivery only when it is not done, and offers a retry when it failed", async () => {
    renderTable([
      inquiry("a1", "Ada Lovelace", {
        salesEmail: { status: "failed", lastError: "SMTP 550 mailbox unavailable" },
      }),
      inquiry("a2", "Grace Hopper", { salesEmail: { status: "sent", lastError: null } }),
      inquiry("a3", "Alan Turing", {}),
      inquiry("a4", "Edsger Dijkstra", { status: "failed", lastError: "HTTP 400" }),
      inquiry("a5", "Barbara Liskov", { status: "pending", attempts: 2 }),
    ]);

    const ada = within(await rowOf("Ada Lovelace"));
    // One line: what failed, in full on hover.
    const problem = ada.getByText("Email to sales: failed: SMTP 550 mailbox unavailable");
    expect(problem).toHaveAttribute("title", problem.textContent);
    expect(
      ada.getByRole("button", { name: "Retry now: Ada Lovelace, Pricing" }),
    ).toBeInTheDocument();

    // Delivered, and its email sent: nothing to look at.
    for (const name of ["Grace Hopper", "Alan Turing"]) {
      const row = within(await rowOf(name));
      expect(row.queryByText(/Delivered|Email to sales/)).toBeNull();
      expect(row.queryByRole("button", { name: /Retry now/ })).toBeNull();
    }

    const edsger = within(await rowOf("Edsger Dijkstra"));
    expect(edsger.getByText("Failed")).toBeInTheDocument();
    expect(edsger.getByRole("button", { name: /Retry now/ })).toBeInTheDocument();
    const barbara = within(await rowOf("Barbara Liskov"));
    expect(barbara.getByText("Pending")).toBeInTheDocument();
    expect(barbara.getByText("2 attempts")).toBeInTheDocument();
  });

  it("opens each inquiry's page with the list's filters and order, and links only safe addresses", async () => {
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
      "/admin/inquiries/0123456789abcdef01234567?status=new&sort=company&dir=asc",
    );
    expect(ada.getByRole("button", { name: "Status of Ada Lovelace: Contacted" })).toBeVisible();
    const mallory = within(await rowOf("Mallory"));
    expect(mallory.queryByRole("link", { name: /lead@client/ })).toBeNull();
    expect(mallory.getByText(/not a plain email address/)).toBeInTheDocument();
  });

  it("makes each status and owner a submit button of a form that names the inquiry", async () => {
    const id = "0123456789abcdef01234567";
    renderTable([
      inquiry(id, "Ada Lovelace", {
        owner: { id: "0000000000000000000000c3", email: "old@example.com", disabled: true },
      }),
    ]);
    const ada = within(await rowOf("Ada Lovelace"));
    const status = ada.getByRole("button", { name: "Status of Ada Lovelace: New" });
    const statusChoices = within(document.getElementById(status.getAttribute("popovertarget")!)!);
    const qualified = statusChoices.getByRole("button", { name: "Qualified" });
    expect(qualified).toHaveAttribute("type", "submit");
    expect(qualified).toHaveAttribute("name", "status");
    expect(statusChoices.getByRole("button", { name: "New" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const form = document.getElementById(qualified.getAttribute("form")!) as HTMLFormElement;
    // The submit button adds its own field: the status, or the owner, never both.
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrf: "token", intent: "update", id });

    // The owner's choices: nobody, the users who can sign in, and a disabled owner kept.
    const owner = ada.getByRole("button", {
      name: "Owner of Ada Lovelace: old@example.com (disabled)",
    });
    const ownerChoices = document.getElementById(owner.getAttribute("popovertarget")!)!;
    expect(
      [...ownerChoices.querySelectorAll("button")].map((button) => [
        button.textContent,
        button.value,
      ]),
    ).toEqual([
      ["Nobody", "none"],
      ["ana@example.com", "0000000000000000000000a1"],
      ["ben@example.com", "0000000000000000000000b2"],
      ["old@example.com (disabled)", "0000000000000000000000c3"],
    ]);
    // The row can be selected for a bulk change: its checkbox belongs to the bulk form.
    expect(ada.getByRole("checkbox", { name: "Select Ada Lovelace" })).toHaveAttribute(
      "form",
      "bulk",
    );
  });

  it("sorts by its columns: the current one says so and links to the other direction", async () => {
    renderTable([inquiry("a1", "Ada Lovelace", {})]);
    const company = screen.getByRole("columnheader", { name: "Company" });
    expect(company).toHaveAttribute("aria-sort", "ascending");
    expect(within(company).getByRole("link")).toHaveAttribute(
      "href",
      "/admin/inquiries?status=new&sort=company&dir=desc",
    );
    const received = screen.getByRole("columnheader", { name: "Received" });
    expect(received).toHaveAttribute("aria-sort", "none");
    expect(within(received).getByRole("link")).toHaveAttribute(
      "href",
      "/admin/inquiries?status=new",
    );
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
        userId={owners[0]!.id}
        sort={DEFAULT_SORT}
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
