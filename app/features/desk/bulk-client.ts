import { postDeskForm } from "./desk-post";
import { showToast, undoneText } from "./desk-toasts-client";
import { showValue } from "./lead-menus-client";

// The bulk bar (bulk-bar.tsx) with script: a "select all" box, the count, and the change shown
// on the rows at once, saved in one post, with an undo that puts each row's old value back.

type Field = "status" | "owner";
type Menu = Parameters<typeof showValue>[0];

const boxes = () => [...document.querySelectorAll<HTMLInputElement>("[data-select]")];
const rowOf = (box: Element) => box.closest("[data-lead-row]");
const menuOf = (row: Element | null, field: Field) =>
  row?.querySelector<Menu>(`[data-menu="${field}"]`) ?? null;

export function startBulk(): void {
  const form = document.querySelector<HTMLFormElement>("[data-bulk-form]");
  const all = document.querySelector<HTMLInputElement>("[data-select-all]");
  const count = form?.querySelector<HTMLElement>("[data-bulk-count]");
  if (!form || !all || !count) return;
  all.hidden = false;
  const { one = "", many = "" } = count.dataset;

  const update = () => {
    const checked = boxes().filter((box) => box.checked).length;
    all.checked = checked > 0 && checked === boxes().length;
    all.indeterminate = checked > 0 && checked < boxes().length;
    count.textContent = checked === 1 ? one : many.replace("{count}", String(checked));
  };
  all.addEventListener("change", () => {
    for (const box of boxes()) box.checked = all.checked;
    update();
  });
  document.addEventListener("change", (event) => {
    if ((event.target as Element).matches?.("[data-select]")) update();
  });
  form.addEventListener("reset", () => setTimeout(update));
  update();

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const rows = boxes()
      .filter((box) => box.checked)
      .map(rowOf)
      .filter((row): row is Element => row !== null);
    const chosen = new FormData(form);
    const change: Partial<Record<Field, string>> = {};
    for (const field of ["status", "owner"] as const) {
      const value = chosen.get(field);
      if (typeof value === "string" && value !== "") change[field] = value;
    }
    void apply(form, rows, change, true);
  });
}

/** Shows the change on the rows, posts it, and offers to put each row's old value back. */
async function apply(
  form: HTMLFormElement,
  rows: Element[],
  change: Partial<Record<Field, string>>,
  undoable: boolean,
) {
  const before = rows.map((row) => ({
    row,
    status: menuOf(row, "status")?.dataset.value,
    owner: menuOf(row, "owner")?.dataset.value,
  }));
  const show = (row: Element, values: Partial<Record<Field, string | undefined>>) => {
    for (const field of ["status", "owner"] as const) {
      const menu = menuOf(row, field);
      const value = values[field];
      if (menu && value !== undefined) showValue(menu, value);
    }
  };
  for (const row of rows) show(row, change);
  const ids = rows.map((row) => row.getAttribute("data-inquiry-id") ?? "");
  const result = await postDeskForm(form, { id: ids, ...change });
  if (!result.ok) {
    for (const { row, ...values } of before) show(row, values);
    showToast(result.error, { failed: true });
    return;
  }
  for (const select of form.querySelectorAll("select")) select.value = "";
  if (!undoable) {
    showToast(undoneText());
    return;
  }
  showToast(result.message, {
    undo: () => {
      // One post per old value: rows that had the same status (or owner) go back together.
      for (const field of Object.keys(change) as Field[]) {
        const groups = new Map<string, Element[]>();
        for (const entry of before) {
          const value = entry[field];
          if (value !== undefined) groups.set(value, [...(groups.get(value) ?? []), entry.row]);
        }
        for (const [value, back] of groups) void apply(form, back, { [field]: value }, false);
      }
    },
  });
}
