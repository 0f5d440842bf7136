// The figures live in facts.copy.ts; this path stays so existing imports keep working.
export { figures, impactStats } from "./facts.copy";
