// No tailwind-merge (9 KB on every page): components never override a utility with a
// conflicting one; they offer a variant or wrap the element.
export { clsx as cn } from "clsx";
