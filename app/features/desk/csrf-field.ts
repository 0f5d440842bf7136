/** The hidden field of every desk form that carries the session's CSRF token. */
export const CSRF_FIELD = "csrf";
