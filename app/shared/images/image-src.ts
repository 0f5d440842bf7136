/**
 * An image address from the API that is safe to put in `src`: an absolute http(s) URL or a
 * path on this site. Anything else (javascript:, data:, protocol-relative, relative paths that
 * would resolve against the current page) gives null, and the card shows no image.
 */
export function safeImageSrc(value: string | null | undefined): string | null {
  const src = value?.trim();
  if (!src) return null;
  if (/^https?:\/\/[^\s]+$/i.test(src)) return src;
  if (/^\/(?![/\\])[^\s]*$/.test(src)) return src;
  return null;
}
