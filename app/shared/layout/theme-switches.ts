import { applyThemeChoice, parseThemeChoice } from "#app/shared/page-runtime/theme";

/**
 * The theme switches (theme-switch.tsx) show the stored choice and apply a new one: the
 * site's chrome and the desk's header both start them.
 */
export function startThemeSwitches(): void {
  const inputs = [...document.querySelectorAll<HTMLInputElement>("[data-theme-switch] input")];
  const show = (choice: string) => {
    for (const input of inputs) input.checked = input.value === choice;
  };
  show(parseThemeChoice(document.documentElement.dataset.themeChoice));
  for (const input of inputs) {
    input.addEventListener("change", () => {
      const choice = parseThemeChoice(input.value);
      applyThemeChoice(choice);
      show(choice);
    });
  }
}
