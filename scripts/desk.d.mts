// Types of scripts/desk.mjs, for its unit test.
export type InquiryRecord = Record<string, unknown>;
export declare function toTable(rows: readonly InquiryRecord[]): string;
export declare function main(
  argv?: readonly string[],
  env?: Record<string, string | undefined>,
): Promise<number>;
