import fc from "fast-check";

/**
 * A spelling of a path and how many times over its deepest character was percent-encoded.
 * Astro decodes a path until it stops changing; a spelling of `levels` 2 or more is refused
 * (400) before any guard (server/http/guards/served-path.ts), every other one reaches the same
 * guards as the plain path.
 */
export interface Spelling {
  path: string;
  levels: number;
}

/** `c` encoded `levels` times over: `%63`, `%2563`, `%252563`, ... */
function encoded(char: string, levels: number, upperHex: boolean): string {
  if (levels === 0) return char;
  const hex = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${"25".repeat(levels - 1)}${upperHex ? hex.toUpperCase() : hex}`;
}

const level = fc.constantFrom(0, 0, 0, 1, 1, 2, 3, 4);

/** Dot segments before the path, some of them encoded, and how deep. */
const prefixes: readonly Spelling[] = [
  { path: "", levels: 0 },
  { path: "/.", levels: 0 },
  { path: "/x/..", levels: 0 },
  { path: "/%2e", levels: 1 },
  { path: "/x/%2E%2e", levels: 1 },
  { path: "/a/b/../..", levels: 0 },
  { path: "//", levels: 0 },
  { path: "/x/%252e%252e", levels: 2 },
  { path: "/%25252e", levels: 3 },
];

/**
 * Every spelling of `path` (its query kept as it is) a client could send: each character
 * encoded 0 to 4 times over, hex digits and letters in either case, dot segments before it, and
 * trailing slashes after it.
 */
export function layeredSpelling(path: string): fc.Arbitrary<Spelling> {
  const [pathname = "/", query] = path.split("?");
  const chars = [...pathname];
  return fc
    .record({
      levels: fc.array(level, { minLength: chars.length, maxLength: chars.length }),
      upperHex: fc.array(fc.boolean(), { minLength: chars.length, maxLength: chars.length }),
      upper: fc.array(fc.boolean(), { minLength: chars.length, maxLength: chars.length }),
      prefix: fc.constantFrom(...prefixes),
      suffix: pathname === "/" ? fc.constant("") : fc.constantFrom("", "", "/", "//"),
    })
    .map(({ levels, upperHex, upper, prefix, suffix }) => {
      let deepest = prefix.levels;
      const spelled = chars
        .map((char, at) => {
          if (char === "/") return char;
          const cased = upper[at] ? char.toUpperCase() : char;
          deepest = Math.max(deepest, levels[at]!);
          return encoded(cased, levels[at]!, upperHex[at]!);
        })
        .join("");
      const body = spelled === "/" ? "/" : `${spelled}${suffix}`;
      return {
        path: `${prefix.path}${body}${query !== undefined ? `?${query}` : ""}`,
        levels: deepest,
      };
    });
}
