/**
 * The cap on pages rendered per request: a render blocks the event loop, so past `concurrency` and a
 * short queue a request is refused (503) and sealed pages keep their latency under a flood.
 */
export interface RenderGateOptions {
  concurrency: number;
  queueLimit: number;
  /** A slow answer is no answer. */
  maxWaitMs: number;
}

export class RenderGateFull extends Error {
  constructor(readonly reason: "queue full" | "waited too long") {
    super(`render gate: ${reason}`);
  }
}

export interface RenderGate {
  acquire(): Promise<() => void>;
  /** Ahead of every waiter and never refused: a render half sent cannot be answered with 503. */
  reclaim(): Promise<() => void>;
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
    // After pending I/O: cached answers go between two renders, not after both.
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
