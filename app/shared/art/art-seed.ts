/** FNV-1a of a string: the same template or post gets the same picture on server and browser. */
export function artSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The art's palettes, one per topic: a class in styles/art.css sets its colours per theme. */
export const artHues = ["ember", "lagoon", "gold", "plum", "sky", "sand"] as const;
export type ArtHue = (typeof artHues)[number];
