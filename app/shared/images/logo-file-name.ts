/** Logo file name on the CDN: the lowercase platform name with spaces removed. */
export function logoFileName(title: string): string {
  return title.toLowerCase().replace(/\s+/g, "");
}
