import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response. Set by entry.server; empty in the browser, where
 * browsers hide nonce attributes anyway.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
