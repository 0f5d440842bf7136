// Types of scripts/comment-share.mjs, for its unit test.
export declare const LIMITS: Record<string, number>;
export declare const TOTAL_LIMIT: number;
export declare function countLines(text: string): { comments: number; lines: number };
export declare function countFolder(
  base: string,
  folder: string,
): Map<string, { comments: number; lines: number }>;
