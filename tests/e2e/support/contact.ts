import { spawnSync } from "node:child_process";

import type { Page } from "@playwright/test";

import { json, startFakeService, type FakeService } from "./servers";

/** The eight fields the provider must receive (call 2, docs/requirements/platform-api.md). */
export const providerFields = [
  "company",
  "country",
  "email_add",
  "full_name",
  "message",
  "phone_num",
  "subject",
  "type",
];

type ContactFields = {
  fullName: string;
  email: string;
  company: string;
  country: string;
  phone: string;
  subject: string;
  message: string;
};

export const validContact = (subject: string): ContactFields => ({
  fullName: "Jane Doe",
  email: "jane@example.com",
  company: "Acme, Inc.",
  country: "+44",
  phone: "2079460000",
  subject,
  message: 'We would like an agent for our "support" desk.\nCan you help?',
});

/** validContact as the inquiry provider receives it: by the contract's names (call 2). */
export function providerBody(subject: string): Record<string, string> {
  const { fullName, email, phone, ...rest } = validContact(subject);
  return {
    full_name: fullName,
    email_add: email,
    phone_num: phone,
    ...rest,
    type: "ai-agent-platform",
  };
}

export interface InquiryProvider {
  url: string;
  fake: FakeService;
  /** Bodies the provider answered ok, in order. */
  accepted: Array<Record<string, unknown>>;
  /** Calls per subject, ok or not. */
  calls: Map<string, number>;
  /** While on, every call fails with 503. */
  setOutage(on: boolean): void;
  acceptedWithSubject(subject: string): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A fake inquiry provider (INQUIRY_URL). It answers ok, except during an outage, and fails the
 * first three calls of any inquiry whose subject contains "[fail3]".
 */
export async function startInquiryProvider(): Promise<InquiryProvider> {
  const accepted: Array<Record<string, unknown>> = [];
  const calls = new Map<string, number>();
  let outage = false;
  const fake = await startFakeService((request, response) => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return json(response, 400, { error: "not JSON" });
    }
    const subject = String(body.subject ?? "");
    const count = (calls.get(subject) ?? 0) + 1;
    calls.set(subject, count);
    if (outage || (subject.includes("[fail3]") && count <= 3)) {
      return json(response, 503, { error: "unavailable" });
    }
    accepted.push(body);
    json(response, 201, { success: true });
  });
  return {
    url: `${fake.url}/users/inquiry-form/`,
    fake,
    accepted,
    calls,
    setOutage: (on) => {
      outage = on;
    },
    acceptedWithSubject: (subject) => accepted.filter((body) => body.subject === subject),
    close: () => fake.close(),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A control by the start of its visible label ("Full name *" → "Full name"). */
export const control = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}`));

export async function fillContactForm(page: Page, fields: Partial<ContactFields>) {
  const labels: Record<keyof ContactFields, string> = {
    fullName: "Full name",
    email: "Email",
    company: "Company (optional)",
    country: "Country code",
    phone: "Phone number",
    subject: "Subject",
    message: "Message",
  };
  for (const [name, value] of Object.entries(fields) as Array<[keyof ContactFields, string]>) {
    if (name === "country") await control(page, labels.country).selectOption(value);
    else await control(page, labels[name]).fill(value);
  }
}

/** A plain form post, as a browser without JavaScript (or a bot) sends it. */
export async function postContact(
  baseUrl: string,
  fields: Record<string, string>,
): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

export interface StoredInquiry {
  id: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  subject: string;
  full_name: string;
  last_error: string | null;
}

/** `npm run desk` against a server's data directory (the server must be stopped). */
export function runInquiriesScript(dataDir: string, args: string[] = []) {
  const result = spawnSync(process.execPath, ["scripts/desk.mjs", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function storedInquiries(dataDir: string): StoredInquiry[] {
  const result = runInquiriesScript(dataDir, ["--json"]);
  if (result.status !== 0) throw new Error(`inquiries script failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as StoredInquiry[];
}
