import { describe, expect, it } from "vitest";

import { createDeskCookies, DESK_COOKIE_NAME } from "./desk-cookie";

const cookies = (secret = "a-desk-session-secret-of-32-chars-or-more") =>
  createDeskCookies({ secret, secure: true, maxAgeSeconds: 3600, path: "/admin" });

/** The `name=value` a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("the desk cookie", () => {
  it("reads back what it wrote, with the attributes the desk needs", () => {
    const jar = cookies();
    const setCookie = jar.write({ csrf: "token", sid: "session", flash: "Saved." });
    expect(setCookie).toMatch(new RegExp(`^${DESK_COOKIE_NAME}=`));
    expect(setCookie).toContain("Path=/admin");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("Max-Age=3600");
    expect(jar.read(`other=1; ${sentBack(setCookie)}`)).toEqual({
      csrf: "token",
      sid: "session",
      flash: "Saved.",
    });
  });

  it("reads a missing, unsigned, tampered or foreign cookie as empty", () => {
    const jar = cookies();
    const value = sentBack(jar.write({ csrf: "token", sid: "session" })).slice(
      DESK_COOKIE_NAME.length + 1,
    );
    const [payload, mac] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ csrf: "mine", sid: "session" })).toString(
      "base64url",
    );
    for (const header of [
      null,
      "",
      "other=1",
      `${DESK_COOKIE_NAME}=${payload}`,
      `${DESK_COOKIE_NAME}=${forged}.${mac}`,
      `${DESK_COOKIE_NAME}=${payload}.${mac}x`,
      `${DESK_COOKIE_NAME}=.${mac}`,
      `${DESK_COOKIE_NAME}=${value}`.replace(payload!, payload!.slice(1)),
    ]) {
      expect(jar.read(header), String(header)).toEqual({});
    }
    // Another secret (a rotated DESK_SESSION_SECRET) signs nobody in with the old cookie.
    expect(cookies("another-secret-of-at-least-32-characters").read(`__desk=${value}`)).toEqual({});
  });

  it("keeps only its own string fields and cuts a long flash message", () => {
    const jar = cookies();
    const written = jar.write({ csrf: "token", flash: "x".repeat(2000) });
    const read = jar.read(sentBack(written));
    expect(read.csrf).toBe("token");
    expect(read.flash).toHaveLength(500);
    expect(read.sid).toBeUndefined();
  });

  it("clears itself on the desk's path", () => {
    const cleared = cookies().clear();
    expect(cleared).toMatch(/^__desk=;/);
    expect(cleared).toContain("Max-Age=0");
    expect(cleared).toContain("Path=/admin");
  });
});
