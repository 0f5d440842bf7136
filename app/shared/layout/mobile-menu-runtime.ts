export const MOBILE_MENU_ID = "mobile-menu";
/** Marks a section's disclosure button; its list is the element its aria-controls names. */
export const MENU_SECTION_ATTRIBUTE = "data-menu-section";

/** The small screens' menu: sections drawn open for pages without script close here. */
export function startMobileMenu(doc: Document = document): void {
  const menu = doc.getElementById(MOBILE_MENU_ID);
  if (!menu) return;
  const buttons = [...menu.querySelectorAll<HTMLButtonElement>(`[${MENU_SECTION_ATTRIBUTE}]`)];
  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const list = doc.getElementById(button.getAttribute("aria-controls") ?? "");
    if (list) list.hidden = !open;
  };
  const collapseAll = () => buttons.forEach((button) => setOpen(button, false));
  // Opened before this ran: it stays as the visitor sees it until it closes.
  if (!menu.matches(":popover-open")) collapseAll();

  menu.addEventListener("click", (event) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>(`[${MENU_SECTION_ATTRIBUTE}]`);
    if (button) setOpen(button, button.getAttribute("aria-expanded") !== "true");
    else if (target.closest("a[href]")) menu.hidePopover();
  });
  // Each opening starts from the short list.
  menu.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "closed") collapseAll();
  });
  menu.addEventListener("focusout", (event) => {
    const to = event.relatedTarget as Element | null;
    const toggle = to?.closest(`[popovertarget="${MOBILE_MENU_ID}"]`);
    if (to && !menu.contains(to) && !toggle && menu.matches(":popover-open")) menu.hidePopover();
  });
}
