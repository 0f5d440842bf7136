import { applyThemeChoice, parseThemeChoice } from "#app/shared/page-runtime/theme";

/** Started by the site's chrome and the desk's header alike. */
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
