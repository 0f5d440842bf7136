// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { DeskInquiry } from "../../context";
import { InquiryTable } from "./inquiry-table";

afterEach(cleanup);

const inquiry = (id: string, fullName: string, changes: Partial<DeskInquiry>): DeskInquiry => ({
  id,
  receivedAt: "2026-11-23T12:04:00.000Z",
  fullName,
  email: `${id}@example.com`,
  company: "Acme",
  subject: "Pricing",
  type: "ai-agent-platform",
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
      Component: () => <InquiryTable inquiries={inquiries} csrf="token" csrfField="csrf" />,
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
});
