/**
 * When the page is ready: `<html data-hydrated>` once every island of the first view has
 * hydrated (at once on a page without one), for tests and monitoring. An Astro island is an
 * `<astro-island>` element that loses its `ssr` attribute when Astro hands it to React; React
 * then hydrates it in a transition, and an element it has taken over carries its props under a
 * `__reactProps…` key. React hydrates in document order and finishes an element after its
 * children, so the island's last element having them means the island is done.
 */
const ISLAND = "astro-island";
/** How long the signal waits for slow islands before giving up (it then never sets). */
const GIVE_UP_MS = 60_000;

const hasReactProps = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactProps"));

/** True once React has hydrated the island. */
export function islandHydrated(island: Element): boolean {
  if (island.hasAttribute("ssr")) return false;
  const last = island.lastElementChild;
  return last === null || hasReactProps(last);
}

/**
 * Server-drawn markup an island drives from outside (a list whose cards its listener answers)
 * names the island by the id of an element the island renders: `data-controlled-by="<id>"`.
 */
export const CONTROLLED_BY_ATTRIBUTE = "data-controlled-by";

/**
 * True when an element may take a click: outside any island, or in one that has hydrated, and
 * when an island drives it from outside, once that island has hydrated.
 */
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

/**
 * The islands the first view waits for: those hydrated at load or when idle, those on screen
 * that hydrate when visible, and those whose media query matches.
 */
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

/** Sets `data-hydrated` on <html> once the first view's islands have hydrated. */
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
