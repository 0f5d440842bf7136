import type { AnalyticsConfig } from "#app/context";
import { hasAnalyticsConsent, type AnalyticsCall } from "./analytics";
import type { AnalyticsAdapter, CreateAdapter } from "./adapter";

// Imported after consent: loads the provider's adapter once and unloads it when consent goes.
let adapter: AnalyticsAdapter | undefined;
let queue: Promise<void> = Promise.resolve();

async function importAdapter(provider: AnalyticsConfig["provider"]): Promise<CreateAdapter> {
  switch (provider) {
    case "plausible":
      return (await import("./plausible")).plausibleAdapter;
    case "umami":
      return (await import("./umami")).umamiAdapter;
    case "ga4":
      return (await import("./ga4")).ga4Adapter;
  }
}

export function send(config: AnalyticsConfig, call: AnalyticsCall): void {
  queue = queue
    .then(async () => {
      // Checked again here: consent may have been withdrawn while the adapter was loading.
      if (!hasAnalyticsConsent()) return;
      adapter ??= (await importAdapter(config.provider))(config);
      if (!hasAnalyticsConsent()) return stop();
      if ("path" in call) adapter.pageview(call.path);
      else adapter.event(call.name, call.props);
    })
    .catch(() => {
      // A blocked or failed import: no analytics for this page view.
    });
}

export function stop(): void {
  adapter?.unload();
  adapter = undefined;
}
