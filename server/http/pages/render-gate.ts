/**
 * The cap on pages rendered per request. A server render is one synchronous stretch of work on
 * the event loop (React renders a page without yielding), so every render in progress delays
 * every other answer, the prerendered and cached pages included. The gate lets `concurrency`
 * renders run at once, keeps a short queue behind them, and refuses the rest at once (the
 * caller answers 503 with Retry-After): under a flood, sealed pages keep their latency and the
 * flood gets cheap refusals instead of slow answers.
 *
 * A freed slot is handed to the next waiter on a later turn of the event loop (setImmediate),
 * so the answers waiting for I/O (cached pages) go between two renders instead of after both.
 */
export interface RenderGateOptions {
  /** Renders at once. */
  concurrency: number;
  /** Requests waiting for a slot at most; the next one is refused. */
  queueLimit: number;
  /** A request that waited this long for a slot is refused too: a slow answer is no answer. */
  maxWaitMs: number;
}

export class RenderGateFull extends Error {
  constructor(readonly reason: "queue full" | "waited too long") {
    super(`render gate: ${reason}`);
  }
}

export interface RenderGate {
  /** Resolves with a release function once a slot is free; rejects with RenderGateFull. */
  acquire(): Promise<() => void>;
  /**
   * For a request already admitted that lent its slot out (server/http/pages/render-slot.ts):
   * the next free slot, ahead of every waiter, never refused nor timed out (a render half sent
   * cannot be answered with 503).
   */
  reclaim(): Promise<() => void>;
  /** Runs a task in a slot. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number; refused: number };
}

export function createRenderGate(options: RenderGateOptions): RenderGate {
  let running = 0;
  let refused = 0;
  const waiting: {
    grant: (release: () => void) => void;
    timer?: NodeJS.Timeout;
  }[] = [];

  function release() {
    running -= 1;
    // Hand the slot over after pending I/O has had its turn.
    setImmediate(next);
  }

  function slot(): () => void {
    running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  function next() {
    while (running < options.concurrency && waiting.length > 0) {
      const waiter = waiting.shift()!;
      clearTimeout(waiter.timer);
      waiter.grant(slot());
    }
  }

  const acquire = () =>
    new Promise<() => void>((resolve, reject) => {
      if (running < options.concurrency && waiting.length === 0) {
        resolve(slot());
        return;
      }
      if (waiting.length >= options.queueLimit) {
        refused += 1;
        reject(new RenderGateFull("queue full"));
        return;
      }
      const waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          const at = waiting.indexOf(waiter);
          if (at !== -1) waiting.splice(at, 1);
          refused += 1;
          reject(new RenderGateFull("waited too long"));
        }, options.maxWaitMs),
      };
      waiting.push(waiter);
    });

  const reclaim = () =>
    new Promise<() => void>((resolve) => {
      if (running < options.concurrency) resolve(slot());
      else waiting.unshift({ grant: resolve });
    });

  return {
    acquire,
    reclaim,
    async run(task) {
      const done = await acquire();
      try {
        return await task();
      } finally {
        done();
      }
    },
    stats: () => ({ running, waiting: waiting.length, refused }),
  };
}
