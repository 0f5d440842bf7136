import fs from "node:fs";

/**
 * Watches a content directory (recursively) and calls `onChange` once a burst of changes has
 * settled: an editor's save is often several events (a temporary file, a rename, a write).
 * Changes during a running `onChange` lead to one more call after it, never to two at once.
 */
export function watchContent(options: {
  dir: string;
  onChange: () => Promise<void>;
  /** How long the files must stay quiet before `onChange` runs. */
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
    // Editors' swap and backup files are not content.
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
