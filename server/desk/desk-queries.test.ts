import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { contactInquiries } from "#server/db/schema";
import { inquiryColumns } from "./desk-queries";

describe("the desk's and the CLI's columns", () => {
  it("are columns of contact_inquiries, but for the e-mail to sales", () => {
    const table = Object.values(getTableColumns(contactInquiries)).map((column) => column.name);
    const ours = inquiryColumns.filter((column) => !column.startsWith("sales_email_"));
    expect(ours.filter((column) => !table.includes(column))).toEqual([]);
    expect(ours).toEqual(expect.arrayContaining(["full_name", "email", "phone", "message"]));
  });
});
