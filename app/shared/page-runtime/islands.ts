// `<html data-hydrated>` once the first view's islands have hydrated, for tests and monitoring.
// Each island's component passes `islandCommitted` as the ref of an element it always renders:
// React calls a callback ref when it commits the hydrated tree, a public signal of "done".
const ISLAND = "astro-island";
const COMMITTED = "data-committed";
/** Bubbles from an island to the document when it commits (no polling, so a paused clock waits for nothing). */
const COMMITTED_EVENT = "island-committed";

/** The callback ref of an island's element: marks its island hydrated once React commits it. */
export function islandCommitted(element: Element | null): void {
  const island = element?.closest(ISLAND);
  if (!island || island.hasAttribute(COMMITTED)) return;
  island.setAttribute(COMMITTED, "");
  island.dispatchEvent(new Event(COMMITTED_EVENT, { bubbles: true }));
}

export function islandHydrated(island: Element): boolean {
  return island.hasAttribute(COMMITTED);
}

/** Server-drawn markup an island drives from outside names it by the id of an element it renders. */
export const CONTROLLED_BY_ATTRIBUTE = "data-controlled-by";

/** Outside any island, or in (or driven by) an island that has hydrated. */
export function elementReady(element: Element): boolean {
  const controller = element.closest(`[${CONTROLLED_BY_ATTRIBUTE}]`);
  const controllerId = controller?.getAttribute(CONTROLLED_BY_ATTRIBUTE);
  const owner = controllerId
    ? element.ownerDocument.getElementById(controllerId)?.closest(ISLAND)
    : undefined;
  if (owner && !islandHydrated(owner)) return false;
  const island = element.closest(ISLAND);
  return island === null || islandHydrated(island);
}

function inViewport(element: Element, win: Window): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < win.innerHeight && box.right > 0 && box.left < win.innerWidth;
}

/** Islands hydrated at load or idle, visible ones on screen, and media ones that match. */
export function firstViewIslands(doc: Document = document): Element[] {
  const win = doc.defaultView!;
  return [...doc.querySelectorAll(ISLAND)].filter((island) => {
    if (island.parentElement?.closest(ISLAND)) return false;
    const directive = island.getAttribute("client");
    if (directive === "load" || directive === "idle" || directive === "only") return true;
    if (directive === "visible") return inViewport(island, win);
    if (directive === "media") {
      const query = (JSON.parse(island.getAttribute("opts") ?? "{}") as { value?: string }).value;
      return query ? win.matchMedia(query).matches : false;
    }
    return false;
  });
}

export function signalHydration(doc: Document = document): void {
  const waiting = firstViewIslands(doc);
  const check = () => {
    if (!waiting.every(islandHydrated)) return;
    doc.removeEventListener(COMMITTED_EVENT, check);
    doc.documentElement.dataset.hydrated = "";
  };
  doc.addEventListener(COMMITTED_EVENT, check);
  check();
}
