import type { Database } from "../server/db/client";
import type { Config } from "../server/config";

/** What the Express server hands to every loader and action (server/app.ts). */
export interface SiteLoadContext {
  cspNonce: string;
  config: Config;
  db: Database;
  /** The client address as Express sees it (after TRUST_PROXY), for rate limits and logs. */
  clientAddress: string;
  requestId: string;
  /** The fetch for platform calls: the bundled services answer in process (server/index.ts). */
  serviceFetch?: typeof fetch;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends Partial<SiteLoadContext> {}
}
