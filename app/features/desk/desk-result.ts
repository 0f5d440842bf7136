/** What a form of the desk answers (app/features/desk/desk-form.server.ts). */
export type DeskActionResult =
  | { ok: true; message: string; link?: { url: string; note: string } }
  | { ok: false; error: string; fields?: Record<string, string> };
