import fs from "node:fs";

/** Calls `onChange` once a burst settles (a save is several events), never twice at once. */
export function watchContent(options: {
  dir: string;
  onChange: () => Promise<void>;
  settleMs?: number;
  onError?: (error: unknown) => void;
}): { close(): void } {
  const settleMs = options.settleMs ?? 200;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;

  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await options.onChange();
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), settleMs);
  };

  const watcher = fs.watch(options.dir, { recursive: true }, (_event, name) => {
    if (name && /(^|\/)\.|~$/.test(name)) return;
    schedule();
  });
  watcher.on("error", (error) => options.onError?.(error));
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
