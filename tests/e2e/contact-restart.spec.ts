import {
  postContact,
  startInquiryProvider,
  storedInquiries,
  providerBody,
  validContact,
  type InquiryProvider,
} from "./support/contact";
import { expect, test } from "./support/fixtures";
import { startSiteServer, type SiteServer } from "./support/servers";

/** An inquiry accepted before a restart is delivered after it, once. */
let provider: InquiryProvider;
let server: SiteServer;

test.beforeAll(async () => {
  provider = await startInquiryProvider();
  server = await startSiteServer(
    {
      INQUIRY_URL: provider.url,
      LOG_REQUESTS: "false",
    },
    { tuning: { outboxRetryBaseMs: 200 } },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

test("a server restart between a failed delivery and its retry loses nothing", async () => {
  test.setTimeout(120_000);
  const subject = "Survives a restart";
  provider.setOutage(true);
  const response = await postContact(server.url, {
    ...validContact(subject),
    idempotency_key: "restart-key-0000000001",
  });
  expect(response.html).toContain("Message Sent!");
  // It failed at least twice (the first attempt and one retry) before the restart.
  await expect.poll(() => provider.calls.get(subject) ?? 0).toBeGreaterThanOrEqual(2);

  await server.stop();
  const beforeRestart = storedInquiries(server.dataDir);
  expect(beforeRestart).toHaveLength(1);
  expect(beforeRestart[0]).toMatchObject({ subject, status: "pending" });
  expect(beforeRestart[0]!.last_error).toContain("503");

  // The provider recovers while the site is down; the new process delivers at start.
  provider.setOutage(false);
  const callsBefore = provider.calls.get(subject)!;
  await server.restart();
  await expect.poll(() => provider.acceptedWithSubject(subject).length).toBe(1);
  expect(provider.calls.get(subject)).toBe(callsBefore + 1);
  expect(provider.acceptedWithSubject(subject)[0]).toEqual(providerBody(subject));

  // A graceful stop waits for nothing more; the stored state says delivered.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(provider.acceptedWithSubject(subject)).toHaveLength(1);
  await server.stop();
  const after = storedInquiries(server.dataDir);
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ subject, status: "delivered", attempts: callsBefore + 1 });
  expect(server.output()).toContain("inquiry delivered");
});
