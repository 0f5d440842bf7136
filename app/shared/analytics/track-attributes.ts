import { track, type AnalyticsEvent, type EventProps } from "./analytics";

/** A conversion marked in the markup, reported by one page-wide listener (`trackMarkedClicks`). */
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
