/** Replaced when the server seals prerendered pages (page-seal.ts). */
export const PRERENDER_NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";
