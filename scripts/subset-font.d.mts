// Types of scripts/subset-font.mjs, for its unit test.
export declare const SUBSET_TEXT: string;
export declare const WEIGHTS: { min: number; max: number };
export declare const FEATURES: string[];
export declare const OUTPUT: string;
export declare function makeSubset(): Promise<Buffer>;
