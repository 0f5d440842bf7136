/** Marks an image whose fallback waits in the `<template>` right after it. */
export const LOGO_FALLBACK_ATTRIBUTE = "data-has-fallback";

function swapForFallback(image: Element) {
  const template = image.nextElementSibling;
  if (!(template instanceof HTMLTemplateElement)) return;
  image.replaceWith(template.content.cloneNode(true));
  template.remove();
}

/**
 * A logo from the CDN that fails to load is replaced by the mark its template holds: one
 * listener for the page (`error` does not bubble: caught while capturing), and a look at the
 * images that failed before the script ran.
 */
export function startLogoFallbacks(doc: Document = document): void {
  doc.addEventListener(
    "error",
    (event) => {
      const target = event.target as Element;
      if (target instanceof HTMLImageElement && target.hasAttribute(LOGO_FALLBACK_ATTRIBUTE)) {
        swapForFallback(target);
      }
    },
    true,
  );
  for (const image of doc.querySelectorAll<HTMLImageElement>(`img[${LOGO_FALLBACK_ATTRIBUTE}]`)) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) swapForFallback(image);
  }
}
