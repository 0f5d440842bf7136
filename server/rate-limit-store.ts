import { MemoryStore, type Store } from "express-rate-limit";

/**
 * The one place where rate-limit counters are kept. In memory for now: each instance counts
 * its own visitors. Several instances on one PostgreSQL would share a database-backed store
 * created here, under the same `name`, so that a visitor's count does not reset from one
 * instance to the next.
 */
export function createRateLimitStore(name: string): Store {
  const store = new MemoryStore();
  // The prefix keeps two limiters' keys apart in a shared store, and names them in its errors.
  return Object.assign(store, { prefix: `${name}:` });
}
