import { ENCODINGS, request, type Answer } from "./http";

/**
 * Requests through the cache as a visitor makes them (a browser's Accept-Encoding unless told
 * otherwise), noting every answer that set a cookie: none of them may be a hit.
 */
export interface Through {
  get(
    path: string,
    options?: { encoding?: keyof typeof ENCODINGS; headers?: Record<string, string> },
  ): Promise<Answer>;
  post(path: string, fields: Record<string, string>, cookie?: string): Promise<Answer>;
  /** Answers with Set-Cookie so far: method, path, and what the cache said. */
  setCookieAnswers: Array<{ method: string; path: string; cache: string }>;
}

export function through(baseUrl: () => string): Through {
  const setCookieAnswers: Through["setCookieAnswers"] = [];
  const note = (method: string, path: string, answer: Answer) => {
    if (answer.headers["set-cookie"]) setCookieAnswers.push({ method, path, cache: answer.cache });
    return answer;
  };
  return {
    setCookieAnswers,
    async get(path, options = {}) {
      const encoding = ENCODINGS[options.encoding ?? "br"];
      const answer = await request(`${baseUrl()}${path}`, {
        headers: { ...(encoding ? { "accept-encoding": encoding } : {}), ...options.headers },
      });
      return note("GET", path, answer);
    },
    async post(path, fields, cookie) {
      const answer = await request(`${baseUrl()}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });
      return note("POST", path, answer);
    },
  };
}

/** The first cookie of a Set-Cookie header, as a Cookie header sends it back. */
export function cookieOf(answer: Answer): string {
  const header = answer.headers["set-cookie"];
  return String(Array.isArray(header) ? header[0] : (header ?? "")).split(";")[0]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True for an answer the cache kept: a hit, fresh or stale. */
export const isHit = (answer: Answer) => answer.cache === "HIT" || answer.cache === "HIT-STALE";
