import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge: it would cost every page 9 KB of JavaScript (gzip).
 * So components never override a utility with a conflicting one (say `inline-flex` with
 * `hidden`); they offer a variant or wrap the element instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
