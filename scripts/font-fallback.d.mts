// Types of scripts/font-fallback.mjs, for its unit test.
export declare const FALLBACK_FAMILY: string;
export declare const FALLBACK_OUTPUT: string;
export declare function subsetMetrics(): Promise<{
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}>;
export declare function fallbackCss(): Promise<string>;
