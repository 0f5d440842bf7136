import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { agentCreationFormAction, createAgent } from "#app/features/home/agent-creation.server";
import { handleFormPage } from "#app/shared/forms/form-page.server";
import { parseConfig } from "#server/config";
import { createHttpPlatformClient } from "#server/platform/http-client";
import { fakeLogger, testSiteContext } from "./support/site-context";

type Behaviour = "ok" | "status" | "slow" | "garbage";

let behaviour: Behaviour = "ok";
let received: { url?: string; body: string }[] = [];
let server: http.Server;
let builderUrl: string;
let closedUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ url: req.url, body });
      if (behaviour === "ok") {
        res.writeHead(201, { "content-type": "application/json" });
        res.end(JSON.stringify({ data: { _id: "abc123" } }));
      } else if (behaviour === "status") {
        res.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
      } else if (behaviour === "garbage") {
        res.writeHead(200, { "content-type": "text/html" }).end("<html>");
      } else {
        setTimeout(() => res.writeHead(201).end('{"data":{"_id":"late"}}'), 1500);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  builderUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was free a moment ago: nothing listens there.
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  behaviour = "ok";
  received = [];
});

const studioUrl = "https://studio.example.com";

const env = (url = builderUrl) => ({
  BUILDER_API_URL: url,
  STUDIO_URL: studioUrl,
  OUTBOUND_TIMEOUT_MS: "300",
});
const config = (url = builderUrl) => parseConfig(env(url));

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

function deps(url = builderUrl) {
  return { client: createHttpPlatformClient(config(url)), studioUrl, log: fakeLogger() };
}

describe("createAgent", () => {
  it("posts {description, type} and answers with the studio address", async () => {
    const outcome = await createAgent(
      form({ description: "  A bot for returns  ", template: "1" }),
      deps(),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe("/builderagent/createBuilderAgent");
    expect(JSON.parse(received[0]!.body)).toEqual({
      description: "A bot for returns",
      type: "Sales Assistant",
    });
    expect(outcome).toEqual({
      status: 200,
      result: {
        ok: true,
        title: "Success",
        description: "Sales Assistant created successfully!",
        redirectTo: "https://studio.example.com?builderid=abc123",
      },
    });
  });

  it("sends 'Custom Agent' without a template, and for an unknown or free-text one", async () => {
    for (const template of [undefined, "", "9", "Hacker Bot"]) {
      received = [];
      const fields: Record<string, string> = { description: "Answer FAQ" };
      if (template !== undefined) fields.template = template;
      const outcome = await createAgent(form(fields), deps());
      expect(JSON.parse(received[0]!.body).type).toBe("Custom Agent");
      expect(outcome.result.ok && outcome.result.description).toBe(
        "Custom agent created successfully!",
      );
    }
  });

  it("refuses a blank description without calling the service", async () => {
    for (const description of ["", "   \n\t "]) {
      const outcome = await createAgent(form({ description, template: "2" }), deps());
      expect(outcome).toEqual({
        status: 400,
        result: {
          ok: false,
          error: "Error: Please describe your AI agent first.",
          values: { description, templateId: 2 },
        },
      });
    }
    const missing = await createAgent(new FormData(), deps());
    expect(missing.status).toBe(400);
    expect(received).toHaveLength(0);
  });

  it.each([
    ["a non-ok status", "status" as const, () => builderUrl],
    ["a timeout", "slow" as const, () => builderUrl],
    ["an unreachable service", "ok" as const, () => closedUrl],
    ["an unexpected body", "garbage" as const, () => builderUrl],
  ])("turns %s into the failure message and keeps the text", async (_name, mode, url) => {
    behaviour = mode;
    const dependencies = deps(url());
    const outcome = await createAgent(
      form({ description: "Keep me", template: "0" }),
      dependencies,
    );
    expect(outcome).toEqual({
      status: 502,
      result: {
        ok: false,
        error: "Error: Failed to create agent. Please try again.",
        values: { description: "Keep me", templateId: 0 },
      },
    });
    expect(dependencies.log.warn).toHaveBeenCalledOnce();
  });
});

describe("the home page's agent form post", () => {
  const post = (fields: Record<string, string>, accept = "text/html") =>
    new Request("http://localhost:3000/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept },
      body: new URLSearchParams(fields),
    });
  const context = () => testSiteContext(env());
  const page = (request: Request, site = context()) =>
    handleFormPage(request, () =>
      agentCreationFormAction({
        client: site.platform,
        studioUrl: site.config.studioUrl,
        log: site.log,
      }),
    );

  it("redirects a plain form post to the studio", async () => {
    const outcome = await page(post({ description: "Help desk" }));
    if (outcome.kind !== "answer") throw new Error("expected the redirect");
    expect(outcome.response.status).toBe(302);
    expect(outcome.response.headers.get("location")).toBe(
      "https://studio.example.com?builderid=abc123",
    );
  });

  it("answers the hydrated form's post with the result for the toast", async () => {
    const outcome = await page(
      post({ description: "Help desk", template: "3", enhanced: "1" }, "application/json"),
    );
    if (outcome.kind !== "answer") throw new Error("expected JSON");
    expect(outcome.response.status).toBe(200);
    expect(await outcome.response.json()).toMatchObject({
      ok: true,
      description: "FAQ Assistant created successfully!",
      redirectTo: "https://studio.example.com?builderid=abc123",
    });
  });

  it("answers a failure with the error and the values, never a redirect", async () => {
    behaviour = "status";
    const site = context();
    const outcome = await page(post({ description: "Help desk" }), site);
    expect(outcome).toMatchObject({
      kind: "page",
      status: 502,
      result: { ok: false, values: { description: "Help desk", templateId: null } },
    });
    expect(site.log.warn).toHaveBeenCalled();
  });

  it("treats a body that is not a form as blank", async () => {
    const request = new Request("http://localhost:3000/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"description":"x"}',
    });
    expect(await page(request)).toMatchObject({ kind: "page", status: 400 });
    expect(received).toHaveLength(0);
  });
});
