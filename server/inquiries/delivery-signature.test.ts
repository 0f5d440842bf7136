import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createHttpPlatformClient } from "#server/platform/http-client";
import { fromRoot } from "#server/paths";
import { signatureHeaders } from "./delivery-signature";

type Verify = (
  secret: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
  toleranceSeconds?: number,
) => boolean;

/** The receiver's code exactly as docs/OPERATING.md shows it, so the documented recipe is tested. */
async function readmeVerifier(): Promise<Verify> {
  const doc = fs.readFileSync(fromRoot("docs/OPERATING.md"), "utf8");
  const section = doc.slice(doc.indexOf("### Verifying inquiry deliveries"));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error("docs/OPERATING.md has no verification recipe");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "verify-recipe-"));
  const file = path.join(dir, "verify.mjs");
  fs.writeFileSync(file, code);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    verifyInquiry: Verify;
  };
  fs.rmSync(dir, { recursive: true, force: true });
  return module.verifyInquiry;
}

const secret = "a-shared-secret-of-32-characters";
const received: Array<{ body: string; headers: http.IncomingHttpHeaders }> = [];
let provider: http.Server;
let providerUrl: string;

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), headers: req.headers });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/inquiry/`;
});
afterAll(() => {
  provider.closeAllConnections();
  provider.close();
});

const payload = {
  full_name: "Jane Doe",
  email_add: "jane@example.com",
  company: "Acme",
  subject: "Pricing",
  message: 'Unicode ✓ and "quotes"',
  country: "+44",
  phone_num: "2079460000",
  type: "ai-agent-platform",
};

const client = (signingSecret?: string) =>
  createHttpPlatformClient({
    services: {
      apiUrl: "",
      builderApiUrl: "",
      productApiUrl: "",
      inquiryUrl: providerUrl,
      timeoutMs: 2000,
    },
    outbox: { signingSecret: signingSecret },
  });

describe("signed inquiry deliveries", () => {
  it("carry a signature the README's receiver code verifies", async () => {
    const verifyInquiry = await readmeVerifier();
    received.length = 0;
    await client(secret).sendInquiry(payload);
    const [delivery] = received;
    expect(delivery!.headers["x-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(delivery!.headers["x-signature-timestamp"]).toMatch(/^\d+$/);
    expect(JSON.parse(delivery!.body)).toEqual(payload);

    const headers = delivery!.headers as Record<string, string>;
    expect(verifyInquiry(secret, delivery!.body, headers)).toBe(true);
    // A changed body, another secret or a replay long after fail.
    expect(verifyInquiry(secret, delivery!.body.replace("Acme", "Evil"), headers)).toBe(false);
    expect(verifyInquiry("another-secret-of-enough-length", delivery!.body, headers)).toBe(false);
    const old = String(Number(headers["x-signature-timestamp"]) - 3600);
    expect(
      verifyInquiry(secret, delivery!.body, {
        ...headers,
        "x-signature-timestamp": old,
        "x-signature": signatureHeaders(secret, delivery!.body, new Date(Number(old) * 1000))[
          "X-Signature"
        ],
      }),
    ).toBe(false);
  });

  it("are not signed without a secret", async () => {
    received.length = 0;
    await client().sendInquiry(payload);
    expect(received[0]!.headers["x-signature"]).toBeUndefined();
    expect(received[0]!.headers["x-signature-timestamp"]).toBeUndefined();
  });

  it("sign '<timestamp>.<body>' with HMAC-SHA256 in hex", () => {
    // Known answer, computed independently: printf '1700000000.{}' | openssl sha256 -hmac key
    expect(signatureHeaders("key", "{}", new Date(1_700_000_000_000))).toEqual({
      "X-Signature": `sha256=${KNOWN_HMAC}`,
      "X-Signature-Timestamp": "1700000000",
    });
  });
});

const KNOWN_HMAC = "9d713ed406bb7076d4123f0dc2c39d2df5c654ed4b0cd56b52c8b4c940bd63ae";
