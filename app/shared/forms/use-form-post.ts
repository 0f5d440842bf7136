import { useCallback, useState } from "react";

/** A form's island asks its page for the result as JSON (form-page.server.ts). */
export const FORM_JSON_ACCEPT = "application/json";

export type PostFailure = { status: number } | { network: true };

// Posts URL-encoded, as without JavaScript; an answer that is not the form's (the guards' 429 and
// 413, a 5xx page) or no answer goes through `fromFailure`.
export function useFormPost<Result>(fromFailure: (failure: PostFailure) => Result) {
  const [state, setState] = useState<"idle" | "submitting">("idle");
  const [data, setData] = useState<Result | undefined>(undefined);

  const submit = useCallback(
    async (form: FormData, action: string) => {
      setState("submitting");
      let result: Result;
      try {
        const body = new URLSearchParams();
        for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
        const response = await fetch(action, {
          method: "POST",
          body,
          headers: { Accept: FORM_JSON_ACCEPT },
        });
        const isResult = response.headers.get("content-type")?.includes("application/json");
        result = isResult
          ? ((await response.json()) as Result)
          : fromFailure({ status: response.status });
      } catch {
        result = fromFailure({ network: true });
      }
      setData(result);
      setState("idle");
      return result;
    },
    [fromFailure],
  );

  /** Forgets the last answer (a page restored from the back/forward cache starts afresh). */
  const reset = useCallback(() => setData(undefined), []);

  return { state, data, submit, reset };
}
