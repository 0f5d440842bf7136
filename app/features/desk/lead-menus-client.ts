import { postDeskForm } from "./desk-post";
import { showToast, undoneText } from "./desk-toasts-client";

// A lead's status and owner menus (lead-menus.tsx) with script: a choice is shown at once and
// saved in the background (the same post as without script), with an undo; a failed save is
// put back and said. Arrow keys move through the open menu's choices.

type Menu = HTMLElement & { dataset: { menu: "status" | "owner"; value: string } };

const choicesOf = (menu: Element) => [...menu.querySelectorAll<HTMLButtonElement>("[data-choice]")];
const buttonOf = (menu: Element) => menu.querySelector<HTMLButtonElement>("[data-menu-button]");
const focusCurrent = (menu: Element) => {
  const choices = choicesOf(menu);
  (choices.find((choice) => choice.hasAttribute("aria-current")) ?? choices[0])?.focus();
};

/** Shows a value on a menu: its label, tone, accessible name and checked choice. */
export function showValue(menu: Menu, value: string): void {
  const from = menu.dataset.value;
  const choice = choicesOf(menu).find((button) => button.value === value);
  const button = buttonOf(menu);
  if (!choice || !button) return;
  menu.dataset.value = value;
  for (const other of choicesOf(menu)) {
    if (other === choice) other.setAttribute("aria-current", "true");
    else other.removeAttribute("aria-current");
  }
  const text = choice.dataset.text ?? "";
  const attribute = menu.dataset.menu === "status" ? "data-status" : "data-owner";
  for (const toned of menu.querySelectorAll(
    `[data-menu-button], [data-menu-button] [${attribute}]`,
  )) {
    toned.setAttribute(attribute, value);
  }
  const words = button.querySelector("[data-menu-text]");
  if (words) words.textContent = text;
  button.setAttribute("aria-label", `${button.dataset.labelPrefix ?? ""}${text}`);
  if (menu.dataset.menu === "owner") button.title = text;
  if (menu.dataset.menu === "status") moveCount(from, value);
  menu.dispatchEvent(new CustomEvent("desk:value", { bubbles: true, detail: { value } }));
}

/** The list's status tabs count along. */
function moveCount(from: string | undefined, to: string) {
  if (!from || from === to) return;
  for (const [status, change] of [
    [from, -1],
    [to, 1],
  ] as const) {
    const count = document.querySelector<HTMLElement>(`[data-status-count="${status}"]`);
    if (count) count.textContent = String(Number(count.textContent) + change);
  }
}

/** Sets a lead's status or owner from its menu; `undoable` offers to put the old value back. */
async function choose(form: HTMLFormElement, menu: Menu, value: string, undoable: boolean) {
  const previous = menu.dataset.value;
  const button = buttonOf(menu);
  document.getElementById(button?.getAttribute("popovertarget") ?? "")?.hidePopover();
  button?.focus();
  if (value === previous) return;
  showValue(menu, value);
  const result = await postDeskForm(form, { [menu.dataset.menu]: value });
  if (!result.ok) {
    showValue(menu, previous);
    showToast(result.error, { failed: true });
    return;
  }
  const said = button?.getAttribute("aria-label") ?? result.message;
  showToast(undoable ? said : undoneText(), {
    undo: undoable ? () => void choose(form, menu, previous, false) : undefined,
  });
  form.dispatchEvent(new CustomEvent("desk:saved", { bubbles: true }));
}

export function startLeadMenus(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const choice = event.submitter;
    if (!form.matches("[data-lead-form]") || !choice?.matches("[data-choice]")) return;
    const menu = choice.closest<Menu>("[data-menu]");
    if (!menu) return;
    event.preventDefault();
    void choose(form, menu, (choice as HTMLButtonElement).value, true);
  });

  // An opened menu puts focus on its current choice; the arrows, Home and End move it.
  document.addEventListener(
    "toggle",
    (event) => {
      const panel = event.target as HTMLElement;
      const menu = panel.parentElement?.closest("[data-menu]");
      if (menu && (event as ToggleEvent).newState === "open") focusCurrent(menu);
    },
    true,
  );
  // Capturing, so the list's own arrow keys (desk-keys.ts) see the key as taken.
  document.addEventListener(
    "keydown",
    (event) => {
      const target = event.target as HTMLElement;
      if (target.matches?.("[data-menu-button]")) fromButton(event, target);
      else if (target.matches?.("[data-choice]")) betweenChoices(event, target);
    },
    true,
  );
}

/** An arrow on the label of an open menu goes into it (its focus may not have moved yet). */
function fromButton(event: KeyboardEvent, button: HTMLElement) {
  const panel = document.getElementById(button.getAttribute("popovertarget") ?? "");
  if (!panel?.matches(":popover-open") || !/^Arrow(Up|Down)$/.test(event.key)) return;
  event.preventDefault();
  focusCurrent(panel);
}

function betweenChoices(event: KeyboardEvent, target: HTMLElement) {
  const choices = choicesOf(target.closest("[data-menu]")!);
  const at = choices.indexOf(target as HTMLButtonElement);
  const to =
    event.key === "ArrowDown"
      ? Math.min(choices.length - 1, at + 1)
      : event.key === "ArrowUp"
        ? Math.max(0, at - 1)
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? choices.length - 1
            : -1;
  if (to < 0) return;
  event.preventDefault();
  choices[to]?.focus();
}
