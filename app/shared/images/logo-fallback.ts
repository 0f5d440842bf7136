/** Marks an image whose fallback waits in the `<template>` right after it. */
export const LOGO_FALLBACK_ATTRIBUTE = "data-has-fallback";

function swapForFallback(image: Element) {
  const template = image.nextElementSibling;
  if (!(template instanceof HTMLTemplateElement)) return;
  image.replaceWith(template.content.cloneNode(true));
  template.remove();
}

/** `error` does not bubble: one capturing listener, and a look at images that failed before. */
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
