/** What the launcher must never cover: controls and pictures (cards and text are found apart). */
const OBSTACLES =
  "a, button, input, select, textarea, summary, label, img, picture, video, canvas, iframe, " +
  "[role=button], [role=link], [role=tab], [role=switch], [role=checkbox], [role=slider], " +
  "[contenteditable], [tabindex]:not([tabindex='-1'])";

/** Room kept around the launcher, in CSS pixels. */
const MARGIN = 8;
/** Points sampled per side of the launcher's box. */
const GRID = 4;
const SETTLE_MS = 120;

const transparent = (color: string) =>
  color === "transparent" || /(?:,\s*0|\/\s*0)(?:\.0+)?\)$/.test(color);

/** A rounded box with a surface of its own: a card, a badge, a panel, a phone mock-up. */
function isCard(element: Element): boolean {
  const style = getComputedStyle(element);
  if (parseFloat(style.borderTopLeftRadius) < 8 && parseFloat(style.borderBottomRightRadius) < 8) {
    return false;
  }
  return (
    !transparent(style.backgroundColor) ||
    style.backgroundImage !== "none" ||
    parseFloat(style.borderTopWidth) > 0 ||
    style.boxShadow !== "none"
  );
}

function textAt(element: Element, x: number, y: number): boolean {
  const range = document.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.nodeValue?.trim()) continue;
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) {
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return true;
    }
  }
  return false;
}

/** Whether the page shows text, a control, a picture or a card at (x, y), under `launcher`. */
function contentAt(launcher: Element, x: number, y: number): boolean {
  const top = document.elementsFromPoint(x, y).find((element) => !launcher.contains(element));
  if (!top || top === document.documentElement || top === document.body) return false;
  if (top.closest(OBSTACLES) || textAt(top, x, y)) return true;
  for (let element: Element | null = top; element && element !== document.body;) {
    if (isCard(element)) return true;
    element = element.parentElement;
  }
  return false;
}

/** Whether anything but bare page lies under `launcher`'s box, with a margin around it. */
export function coversContent(launcher: Element): boolean {
  const box = launcher.getBoundingClientRect();
  if (box.width === 0) return false;
  const left = box.left - MARGIN;
  const top = box.top - MARGIN;
  const width = box.width + 2 * MARGIN;
  const height = box.height + 2 * MARGIN;
  for (let row = 0; row < GRID; row++) {
    for (let column = 0; column < GRID; column++) {
      const x = Math.min(left + (width * column) / (GRID - 1), innerWidth - 1);
      const y = Math.min(top + (height * row) / (GRID - 1), innerHeight - 1);
      if (contentAt(launcher, x, y)) return true;
    }
  }
  return false;
}

// The chat launcher steps aside (`data-tucked`) while content lies under it and comes back once
// scrolling settles on bare page. Server-rendered tucked, so it never flashes over the first view.
export function startLauncherClearance(launcher: HTMLElement): void {
  const open = () => launcher.querySelector("[data-chat-toggle]")?.ariaExpanded === "true";
  let frame = 0;
  let settle: ReturnType<typeof setTimeout> | undefined;

  const update = (mayShow: boolean) => {
    frame = 0;
    const tucked = !open() && coversContent(launcher);
    if (tucked) launcher.setAttribute("data-tucked", "");
    else if (mayShow || open()) launcher.removeAttribute("data-tucked");
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(() => update(false));
    clearTimeout(settle);
    settle = setTimeout(() => update(true), SETTLE_MS);
  };

  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule);
  addEventListener("load", schedule);
  new ResizeObserver(schedule).observe(document.body);
  launcher.addEventListener("click", () => setTimeout(schedule));
  update(true);
}
