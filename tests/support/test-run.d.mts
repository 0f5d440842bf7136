export declare function startRun(): string;
export declare function processesOf(dir: string): number[];
export declare function environOf(pid: number): Map<string, string>;
export declare function endRun(
  dir: string,
  options?: { graceMs?: number; expected?: (pid: number) => boolean },
): Promise<{ stopped: string[] }>;
export declare function endAbandonedRuns(): Promise<void>;
