import { createHmac, timingSafeEqual } from "node:crypto";

import { parseCookie, stringifySetCookie } from "cookie";

import type { DeskCookies, DeskCookieData } from "#app/features/desk/desk-service";

export const DESK_COOKIE_NAME = "__desk";

const FIELDS = ["csrf", "sid", "flash"] as const;

/** A flash message is one line of the desk's own copy; longer text is cut, not refused. */
const FLASH_MAX = 500;

/**
 * Signed, not encrypted (nothing in it is secret): whoever can plant a cookie cannot choose its
 * CSRF token or session id. A cookie that does not verify reads as empty.
 */
export function createDeskCookies(options: {
  secret: string;
  secure: boolean;
  maxAgeSeconds: number;
  /** The desk's prefix: the cookie is sent to its pages only. */
  path: string;
}): DeskCookies {
  const mac = (payload: string) =>
    createHmac("sha256", options.secret)
      .update(`${DESK_COOKIE_NAME}=${payload}`)
      .digest("base64url");
  const attributes = {
    name: DESK_COOKIE_NAME,
    httpOnly: true,
    sameSite: "strict" as const,
    secure: options.secure,
    path: options.path,
  };

  return {
    read(cookieHeader) {
      const value = cookieHeader ? parseCookie(cookieHeader)[DESK_COOKIE_NAME] : undefined;
      if (!value) return {};
      const dot = value.lastIndexOf(".");
      if (dot <= 0) return {};
      const payload = value.slice(0, dot);
      const given = Buffer.from(value.slice(dot + 1));
      const expected = Buffer.from(mac(payload));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return {};
      return dataOf(payload);
    },
    write(data) {
      const kept: DeskCookieData = {};
      for (const field of FIELDS) {
        const text = data[field];
        if (typeof text !== "string" || text === "") continue;
        kept[field] = field === "flash" ? text.slice(0, FLASH_MAX) : text;
      }
      const payload = Buffer.from(JSON.stringify(kept)).toString("base64url");
      return stringifySetCookie({
        ...attributes,
        value: `${payload}.${mac(payload)}`,
        maxAge: options.maxAgeSeconds,
      });
    },
    clear() {
      return stringifySetCookie({ ...attributes, value: "", maxAge: 0, expires: new Date(0) });
    },
  };
}

function dataOf(payload: string): DeskCookieData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  const data: DeskCookieData = {};
  for (const field of FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === "string") data[field] = value;
  }
  return data;
}
