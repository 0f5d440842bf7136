import { excerptNodes } from "./excerpt";
import { pagefindEngine, type SearchEngine, type SearchHit } from "./pagefind-engine";
import { SEARCH_RESULT_ATTRIBUTE, searchBoxParts } from "./search-markers";
import { searchResultKinds, siteSearchCopy as copy } from "./site-search.copy";

/** Quiet time after a keystroke before the index is asked. */
export const QUERY_DELAY_MS = 120;

const sharedEngine = pagefindEngine();

/** Runs a search box (search-box.tsx); loaded only when a search opens. */
export function startSearchSession(box: HTMLElement, engine: SearchEngine = sharedEngine): void {
  if (box.hasAttribute("data-search-ready")) return;
  box.setAttribute("data-search-ready", "");
  const part = <T extends HTMLElement>(name: keyof typeof searchBoxParts) =>
    box.querySelector<T>(`[${searchBoxParts[name]}]`)!;
  const form = part<HTMLFormElement>("form");
  const input = part<HTMLInputElement>("input");
  const status = part("status");
  const list = part<HTMLUListElement>("results");
  const doc = box.ownerDocument;

  const results = () => [
    ...list.querySelectorAll<HTMLAnchorElement>(`[${SEARCH_RESULT_ATTRIBUTE}]`),
  ];
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (hits: SearchHit[], query: string) => {
    list.replaceChildren(...hits.map((hit) => resultItem(hit, doc)));
    status.textContent = hits.length ? copy.found(hits.length, query) : copy.none(query);
  };
  const run = async () => {
    const query = input.value.trim();
    const ticket = ++asked;
    if (!query) {
      list.replaceChildren();
      status.textContent = copy.idle;
      return;
    }
    try {
      const hits = await engine.search(query);
      if (ticket === asked) show(hits, query);
    } catch {
      if (ticket === asked) status.textContent = copy.failed;
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), QUERY_DELAY_MS);
  };

  input.addEventListener("input", schedule);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const first = results()[0];
    if (first) first.click();
  });
  box.addEventListener("keydown", (event) => moveWithKeys(event, input, results()));

  status.textContent = copy.loading;
  engine.preload().then(
    () => {
      // What was typed while it loaded is searched at once.
      if (input.value.trim()) {
        clearTimeout(timer);
        void run();
      } else if (status.textContent === copy.loading) status.textContent = copy.idle;
    },
    () => (status.textContent = copy.failed),
  );
}

/** ↓ from the field enters the results, ↑/↓ move, ↑ from the first returns; typing goes back. */
function moveWithKeys(event: KeyboardEvent, input: HTMLInputElement, results: HTMLElement[]) {
  const target = event.target as HTMLElement;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (target === input) {
    if (event.key === "ArrowDown" && results[0]) {
      event.preventDefault();
      results[0].focus();
    }
    return;
  }
  const index = results.indexOf(target);
  if (index === -1) return;
  const goTo = (element: HTMLElement | undefined) => {
    event.preventDefault();
    element?.focus();
  };
  if (event.key === "ArrowDown") goTo(results[Math.min(index + 1, results.length - 1)]);
  else if (event.key === "ArrowUp") goTo(index === 0 ? input : results[index - 1]);
  else if (event.key === "Home") goTo(results[0]);
  else if (event.key === "End") goTo(results.at(-1));
  // A letter or a correction typed on a result goes to the field.
  else if (event.key.length === 1 || event.key === "Backspace") input.focus();
}

// Utilities written out here, where Tailwind finds them: these elements exist only in the browser.
const resultClasses = {
  link: "hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-accent-vivid block rounded-xl px-3 py-2.5 outline-offset-[-2px] focus-visible:outline-2",
  head: "flex items-baseline justify-between gap-3",
  title: "text-ink min-w-0 truncate text-[0.9375rem] font-semibold",
  kind: "text-ink-muted bg-surface-muted shrink-0 rounded-full px-2 py-0.5 text-[0.6875rem] font-medium",
  excerpt:
    "text-ink-muted mt-0.5 line-clamp-2 block text-sm leading-5 [&_mark]:bg-accent-soft [&_mark]:text-accent-ink [&_mark]:rounded-sm [&_mark]:px-0.5",
};

function resultItem(hit: SearchHit, doc: Document): HTMLLIElement {
  const item = doc.createElement("li");
  const link = doc.createElement("a");
  link.href = hit.url;
  link.setAttribute(SEARCH_RESULT_ATTRIBUTE, "");
  link.className = resultClasses.link;
  const head = doc.createElement("span");
  head.className = resultClasses.head;
  const title = doc.createElement("span");
  title.className = resultClasses.title;
  title.textContent = hit.title;
  const kind = doc.createElement("span");
  kind.className = resultClasses.kind;
  kind.textContent = searchResultKinds[hit.kind];
  head.append(title, kind);
  const excerpt = doc.createElement("span");
  excerpt.className = resultClasses.excerpt;
  excerpt.append(...excerptNodes(hit.excerpt, doc));
  link.append(head, excerpt);
  item.append(link);
  return item;
}
