// `<html data-hydrated>` once the first view's islands have hydrated, for tests and monitoring.
// Each island's component passes `islandCommitted` as the ref of an element it always renders:
// React calls a callback ref when it commits the hydrated tree, a public signal of "done".
const ISLAND = "astro-island";
const COMMITTED = "data-committed";
/** How long the signal waits for slow islands before giving up (it then never sets). */
const GIVE_UP_MS = 60_000;

/** The callback ref of an island's element: marks its island hydrated once React commits it. */
export function islandCommitted(element: Element | null): void {
  element?.closest(ISLAND)?.setAttribute(COMMITTED, "");
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
  const win = doc.defaultView!;
  const waiting = firstViewIslands(doc);
  const started = Date.now();
  const check = () => {
    if (waiting.every(islandHydrated)) {
      doc.documentElement.dataset.hydrated = "";
      return;
    }
    if (Date.now() - started < GIVE_UP_MS) win.requestAnimationFrame(check);
  };
  check();
}
