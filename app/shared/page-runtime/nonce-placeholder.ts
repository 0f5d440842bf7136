/**
 * Prerendered pages are built once, so they carry this marker instead of a nonce; the server
 * takes it out when it seals the pages (server/http/pages/page-seal.ts).
 */
export const PRERENDER_NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";
