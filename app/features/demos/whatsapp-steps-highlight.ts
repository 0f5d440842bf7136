/** Marks the WhatsApp demo's list of steps, whose items the page's script highlights. */
export const WHATSAPP_STEPS = "data-whatsapp-steps";

/**
 * Highlights the hovered or focused step of each marked list (`data-active` on every step, one
 * of them "true"); leaving the highlighted step clears it. Plain DOM: the steps are static
 * markup, and this is all they do.
 */
export function startWhatsappSteps(doc: Document = document): void {
  for (const list of doc.querySelectorAll(`[${WHATSAPP_STEPS}]`)) {
    const steps = [...list.querySelectorAll<HTMLElement>(":scope > li")];
    let active: HTMLElement | null = null;
    const show = (step: HTMLElement | null) => {
      active = step;
      for (const each of steps) each.dataset.active = String(each === step);
    };
    const leave = (step: HTMLElement) => () => {
      if (active === step) show(null);
    };
    for (const step of steps) {
      step.addEventListener("mouseenter", () => show(step));
      step.addEventListener("mouseleave", leave(step));
      step.addEventListener("focus", () => show(step));
      step.addEventListener("blur", leave(step));
    }
  }
}
