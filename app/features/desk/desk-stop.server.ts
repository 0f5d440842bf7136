import type { DeskUser } from "#app/context";

/**
 * How a desk request ends early, thrown from anywhere in a page's work and answered by its
 * shell (desk-page.server.ts): the desk is off (the site's 404 page), a problem page of the
 * desk (400, 403, 404 with a message), or a finished answer (a `Response`: a redirect, JSON).
 */
export class DeskOff {}

export class DeskProblem {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly message: string,
    /** Who asked, when known: the problem page then keeps the desk's navigation. */
    readonly session?: { user: DeskUser; csrf: string },
  ) {}
}

/** A redirect to a path of this site (a relative Location, as browsers take it). */
export function redirectTo(location: string, headers?: Headers): Response {
  const response = new Response(null, { status: 302, headers });
  response.headers.set("Location", location);
  return response;
}
