import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response. Set by entry.server; empty in the browser, where
 * browsers hide nonce attributes anyway.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/**
 * Prerendered pages are built once, so they carry this marker instead of a nonce; the server
 * replaces it with a fresh nonce on every response (server/prerendered.ts).
 */
export const PRERENDER_NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";
