/**
 * Past `concurrency` renders and a short queue, 503. The queue is round-robin per client; a full
 * one sheds the newest waiter of the client holding the most places (one address, one share).
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
  acquire(client?: string): Promise<() => void>;
  /** Ahead of every waiter and never refused: a render half sent cannot be answered with 503. */
  reclaim(): Promise<() => void>;
  admits(client?: string): boolean;
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number; refused: number };
}

interface Waiter {
  grant: (release: () => void) => void;
  refuse?: (error: RenderGateFull) => void;
  timer?: NodeJS.Timeout;
}

export function createRenderGate(options: RenderGateOptions): RenderGate {
  let running = 0;
  let refused = 0;
  let queued = 0;
  // Per client, in turn order (a Map keeps insertion order; a client served goes to the back).
  const queues = new Map<string, Waiter[]>();
  const reclaims: Waiter[] = [];

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

  function takeNextWaiter(): Waiter | undefined {
    const reclaim = reclaims.shift();
    if (reclaim) return reclaim;
    const first = queues.entries().next();
    if (first.done) return undefined;
    const [client, queue] = first.value;
    const waiter = queue.shift()!;
    queued -= 1;
    queues.delete(client);
    if (queue.length > 0) queues.set(client, queue);
    return waiter;
  }

  function next() {
    while (running < options.concurrency) {
      const waiter = takeNextWaiter();
      if (!waiter) return;
      clearTimeout(waiter.timer);
      waiter.grant(slot());
    }
  }

  function refuse(waiter: Waiter, reason: RenderGateFull["reason"]) {
    clearTimeout(waiter.timer);
    refused += 1;
    waiter.refuse?.(new RenderGateFull(reason));
  }

  function remove(client: string, waiter: Waiter) {
    const queue = queues.get(client);
    const at = queue?.indexOf(waiter) ?? -1;
    if (at === -1) return;
    queue!.splice(at, 1);
    queued -= 1;
    if (queue!.length === 0) queues.delete(client);
  }

  function longestQueue(): [string, Waiter[]] | undefined {
    let longest: [string, Waiter[]] | undefined;
    for (const entry of queues)
      if (!longest || entry[1].length > longest[1].length) longest = entry;
    return longest;
  }

  function roomFrom(client: string): [string, Waiter[]] | undefined {
    const longest = longestQueue();
    const own = queues.get(client)?.length ?? 0;
    return longest && longest[1].length > own + 1 ? longest : undefined;
  }

  const runsAtOnce = () => running < options.concurrency && queued === 0 && reclaims.length === 0;

  function makeRoom(client: string): boolean {
    if (queued < options.queueLimit) return true;
    const longest = roomFrom(client);
    if (!longest) return false;
    const pushedOut = longest[1].at(-1)!;
    remove(longest[0], pushedOut);
    refuse(pushedOut, "queue full");
    return true;
  }

  const acquire = (client = "") =>
    new Promise<() => void>((resolve, reject) => {
      if (runsAtOnce()) {
        resolve(slot());
        return;
      }
      if (!makeRoom(client)) {
        refused += 1;
        reject(new RenderGateFull("queue full"));
        return;
      }
      const waiter: Waiter = { grant: resolve, refuse: reject };
      waiter.timer = setTimeout(() => {
        remove(client, waiter);
        refuse(waiter, "waited too long");
      }, options.maxWaitMs);
      const queue = queues.get(client);
      if (queue) queue.push(waiter);
      else queues.set(client, [waiter]);
      queued += 1;
    });

  const reclaim = () =>
    new Promise<() => void>((resolve) => {
      if (running < options.concurrency) resolve(slot());
      else reclaims.push({ grant: resolve });
    });

  return {
    acquire,
    reclaim,
    admits: (client = "") =>
      runsAtOnce() || queued < options.queueLimit || roomFrom(client) !== undefined,
    async run(task) {
      const done = await acquire();
      try {
        return await task();
      } finally {
        done();
      }
    },
    stats: () => ({ running, waiting: queued + reclaims.length, refused }),
  };
}
