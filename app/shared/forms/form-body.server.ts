import { statusInit } from "#app/shared/platform/http.server";
import { PAGE_ACTION_BODY_LIMIT_BYTES } from "./form-guards.copy";

export { PAGE_ACTION_BODY_LIMIT_BYTES };

// Counts the bytes as they arrive, so no path around the guard's declared-length check buffers
// more. Not a form: an empty form; over the cap: a thrown 413 response.
export async function readFormWithin(request: Request, limitBytes: number): Promise<FormData> {
  if (!request.body) return new FormData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel().catch(() => {});
      throw new Response("Payload Too Large", statusInit(413, { "Cache-Control": "no-store" }));
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const contentType = request.headers.get("content-type") ?? "";
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return new FormData();
  }
}

export function boundedEcho(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}
