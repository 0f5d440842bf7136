/** An absolute http(s) URL or a path on this site, else null (no javascript:, data:, relative). */
export function safeImageSrc(value: string | null | undefined): string | null {
  const src = value?.trim();
  if (!src) return null;
  if (/^https?:\/\/[^\s]+$/i.test(src)) return src;
  if (/^\/(?![/\\])[^\s]*$/.test(src)) return src;
  return null;
}
