import { track, type AnalyticsEvent, type EventProps } from "./analytics";

/**
 * Conversions marked in the markup: an element with these attributes reports its event when
 * clicked, through one listener for the whole page (`trackMarkedClicks`, started by chrome.ts),
 * so links rendered without any script of their own are counted too.
 */
export function trackAttributes(event: AnalyticsEvent, props?: EventProps) {
  return {
    "data-track": event,
    ...(props ? { "data-track-props": JSON.stringify(props) } : {}),
  };
}

export function trackMarkedClicks(root: Document = document): void {
  root.addEventListener("click", (event) => {
    const marked = (event.target as Element | null)?.closest?.("[data-track]");
    if (!marked) return;
    const props = marked.getAttribute("data-track-props");
    track(
      marked.getAttribute("data-track") as AnalyticsEvent,
      props ? (JSON.parse(props) as EventProps) : undefined,
    );
  });
}
