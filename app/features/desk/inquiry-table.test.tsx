// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { DeskInquiry } from "#app/context";
import { InquiryTable } from "./inquiry-table";

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
  status: "delivered",
  attempts: 1,
  nextAttemptAt: null,
  deliveredAt: "2026-11-23T12:04:05.000Z",
  lastError: null,
  salesEmail: null,
  ...changes,
});

function renderTable(inquiries: DeskInquiry[]) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <InquiryTable inquiries={inquiries} csrf="token" />,
    },
  ]);
  return render(<Stub />);
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

    const grace = within(await rowOf("Grace Hopper"));
    expect(grace.getByText("E-mail to sales: sent")).toBeInTheDocument();
    expect(grace.queryByRole("button")).toBeNull();

    const alan = within(await rowOf("Alan Turing"));
    expect(alan.queryByText(/E-mail to sales/)).toBeNull();
    expect(alan.queryByRole("button")).toBeNull();

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
    expect(ada.getByText("Contacted")).toBeInTheDocument();
    const mallory = within(await rowOf("Mallory"));
    expect(mallory.queryByRole("link", { name: /lead@client/ })).toBeNull();
    expect(mallory.getByText(/not a plain e-mail address/)).toBeInTheDocument();
  });
});
