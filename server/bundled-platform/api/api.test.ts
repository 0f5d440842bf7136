import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { count } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "#server/config";
import { readContentFiles } from "#server/content-sync/files";
import { syncContent } from "#server/content-sync/sync";
import type { DatabaseHandle } from "#server/db/client";
import { rateLimitHits } from "#server/db/schema";
import { builderAgents, receivedInquiries } from "#server/bundled-platform/schema";
import { createApiRouter } from "./index";
import { describeEachDatabase, useTestDatabase } from "#tests/support/databases";

describeEachDatabase("the bundled API", (kind) => {
  let database: DatabaseHandle;
  let server: Server;
  let base: string;

  async function start(env: Record<string, string> = {}) {
    const app = express();
    app.use("/api", createApiRouter({ db: database.db, config: parseConfig(env) }));
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    return {
      server: listening,
      base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}/api`,
    };
  }

  const testDatabase = useTestDatabase(kind);
  beforeAll(async () => {
    database = testDatabase.handle;
    await syncContent(database.db, readContentFiles());
    ({ server, base } = await start({ WHATSAPP_NUMBER: "15550100" }));
  });
  afterAll(async () => {
    server.close();
  });

  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  const rows = async (table: typeof builderAgents | typeof receivedInquiries) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;

  const validInquiry = {
    full_name: "Ada Lovelace",
    email_add: "ada@example.com",
    company: "Analytical Engines",
    subject: "Pricing",
    message: "Tell me more.",
    country: "+44",
    phone_num: "2071234567",
    type: "ai-agent-platform",
  };

  describe("read endpoints", () => {
    it("GET /agentTemplate/getTemplates answers {data:{data:[...]}} with the template shape", async () => {
      const response = await fetch(`${base}/agentTemplate/getTemplates`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { data: Array<Record<string, unknown>> } };
      expect(body.data.data.length).toBeGreaterThanOrEqual(24);
      const categories = new Set(body.data.data.map((t) => t.category));
      expect(categories.size).toBeGreaterThanOrEqual(6);
      expect(body.data.data[0]).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        agentId: { name: expect.any(String) },
        description: expect.any(String),
        tags: expect.any(Array),
        category: expect.any(String),
        bannerImage: expect.stringMatching(/^\/media\/templates\/.+\.svg$/),
      });
    });

    it("GET /blogcategory/getCategories answers an array of {_id, categoryName}", async () => {
      const body = (await (await fetch(`${base}/blogcategory/getCategories`)).json()) as unknown[];
      expect(body).toHaveLength(4);
      expect(body[0]).toEqual({ _id: expect.any(String), categoryName: expect.any(String) });
    });

    it("GET /blogs/getAllBlogs answers posts, newest first, with the seed's special cases", async () => {
      const posts = (await (await fetch(`${base}/blogs/getAllBlogs`)).json()) as Array<
        Record<string, unknown>
      >;
      expect(posts.length).toBeGreaterThanOrEqual(8);
      expect(posts.some((post) => !("author" in post))).toBe(true);
      expect(posts.some((post) => !("slug" in post))).toBe(true);
      expect(posts.some((post) => String(post.description).startsWith("```json"))).toBe(true);
      const dates = posts.map((post) => Date.parse(String(post.createdAt)));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      // The bundled posts have no image of their own: the site draws their covers (app/shared/art).
      expect(posts[0]).toMatchObject({
        title: expect.any(String),
        image: null,
        readTime: expect.any(String),
        date: expect.any(String),
        categoryId: { categoryName: expect.any(String) },
      });
    });

    it("GET /blogs/getBlogById/:id finds a post by id and by slug, 404 otherwise", async () => {
      const posts = (await (await fetch(`${base}/blogs/getAllBlogs`)).json()) as Array<{
        _id: string;
        slug?: string;
      }>;
      const withSlug = posts.find((post) => post.slug)!;
      const byId = await fetch(`${base}/blogs/getBlogById/${withSlug._id}`);
      expect(((await byId.json()) as { _id: string })._id).toBe(withSlug._id);
      const bySlug = await fetch(`${base}/blogs/getBlogById/${withSlug.slug}`);
      expect(((await bySlug.json()) as { _id: string })._id).toBe(withSlug._id);
      for (const id of ["nope", "..%2F..%2Fetc%2Fpasswd", "' OR 1=1 --", "x".repeat(500)]) {
        const missing = await fetch(`${base}/blogs/getBlogById/${encodeURIComponent(id)}`);
        expect(missing.status).toBe(404);
        expect(await missing.json()).toEqual({
          error: { code: "not_found", message: expect.any(String) },
        });
      }
    });

    it("GET /whatsapp/get-scanner/:site answers {success, mobileNumber} from configuration", async () => {
      const body = await (
        await fetch(`${base}/whatsapp/get-scanner/${encodeURIComponent("Demo Site")}`)
      ).json();
      expect(body).toEqual({ success: true, mobileNumber: "15550100" });
      const other = await start();
      const none = await (await fetch(`${other.base}/whatsapp/get-scanner/x`)).json();
      expect(none).toEqual({ success: false, mobileNumber: null });
      other.server.close();
    });

    it("answers unknown paths with 404 in the error shape", async () => {
      const response = await fetch(`${base}/nothing/here`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
    });
  });

  describe("POST /builderagent/createBuilderAgent", () => {
    it("stores the agent and answers its id under data._id", async () => {
      const before = await rows(builderAgents);
      const response = await postJson("/builderagent/createBuilderAgent", {
        description: "A bot that answers returns questions",
        type: "Customer Support Bot",
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { data: { _id: string } };
      expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);
      expect(await rows(builderAgents)).toBe(before + 1);
    });

    it.each([
      ["a missing description", { type: "Custom Agent" }],
      ["a blank description", { description: "   ", type: "Custom Agent" }],
      ["a number as description", { description: 42, type: "Custom Agent" }],
      ["an array as type", { description: "x", type: ["a"] }],
      ["a huge description", { description: "x".repeat(6000), type: "Custom Agent" }],
      ["an array body", [1, 2, 3]],
      ["null", null],
    ])("rejects %s with 400 and stores nothing", async (_name, body) => {
      const before = await rows(builderAgents);
      const response = await postJson("/builderagent/createBuilderAgent", body);
      expect(response.status).toBe(400);
      const error = ((await response.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toMatch(/validation_failed|invalid_json/);
      expect(error.message).toEqual(expect.any(String));
      expect(await rows(builderAgents)).toBe(before);
    });
  });

  describe("POST /users/inquiry-form/", () => {
    it("stores a valid inquiry", async () => {
      const before = await rows(receivedInquiries);
      const response = await postJson("/users/inquiry-form/", validInquiry);
      expect(response.status).toBe(201);
      expect(await rows(receivedInquiries)).toBe(before + 1);
    });

    it("applies the contact rules and names every bad field", async () => {
      const before = await rows(receivedInquiries);
      const response = await postJson("/users/inquiry-form/", {
        ...validInquiry,
        full_name: "Al",
        email_add: "not-an-email",
        country: "+999",
        phone_num: "12ab",
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields).toEqual({
        full_name: "Full name must be at least 3 characters.",
        email_add: "Enter a valid email address.",
        country: "Please select a country code.",
        phone_num: "Enter a valid phone number (7–15 digits).",
      });
      expect(await rows(receivedInquiries)).toBe(before);
    });
  });

  describe("bad requests", () => {
    it("answers malformed JSON with 400 invalid_json", async () => {
      const response = await postJson("/builderagent/createBuilderAgent", '{"description":');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "invalid_json",
      );
    });

    it("answers a body over 64 KB with 413", async () => {
      const before = await rows(receivedInquiries);
      const response = await postJson("/users/inquiry-form/", {
        ...validInquiry,
        message: "x".repeat(65 * 1024),
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "payload_too_large",
      );
      expect(await rows(receivedInquiries)).toBe(before);
    });

    it("answers other content types with 415", async () => {
      const response = await fetch(`${base}/builderagent/createBuilderAgent`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "description=x",
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "unsupported_media_type",
      );
    });

    it("rate limits writes per address with 429 in the error shape", async () => {
      // The counters live in the database, shared by every router on it (as by every instance):
      // start from none, as a fresh deployment does, rather than after the writes above.
      await database.db.delete(rateLimitHits);
      const limited = await start({ RATE_LIMIT_WRITES_PER_MINUTE: "2" });
      const send = () =>
        fetch(`${limited.base}/builderagent/createBuilderAgent`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ description: "x", type: "Custom Agent" }),
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const before = await rows(builderAgents);
      const third = await send();
      expect(third.status).toBe(429);
      expect(((await third.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
      expect(await rows(builderAgents)).toBe(before);
      // Reads are not limited.
      expect((await fetch(`${limited.base}/blogcategory/getCategories`)).status).toBe(200);
      limited.server.close();
    });
  });
});
