import type { DeskSessionView } from "./desk-page.server";

// Thrown from a page's work and answered by its shell (desk-page.server.ts).
export class DeskOff {}

export class DeskProblem {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly message: string,
    /** Who asked, when known: the problem page then keeps the desk's navigation. */
    readonly session?: DeskSessionView,
  ) {}
}

export function redirectTo(location: string, headers?: Headers): Response {
  const response = new Response(null, { status: 302, headers });
  response.headers.set("Location", location);
  return response;
}
