export declare function startRun(): string;
export declare function processesOf(dir: string, options?: { spareChildren?: boolean }): number[];
export declare function environOf(pid: number): Map<string, string>;
export declare function endRun(
  dir: string,
  options?: { graceMs?: number; expected?: (pid: number) => boolean; spareChildren?: boolean },
): Promise<{ stopped: string[] }>;
export declare function endAbandonedRuns(): Promise<void>;
