// Types of scripts/production-imports.mjs, for its test (tests/scale/production-imports.test.ts).
export declare function packageOf(specifier: string): string | undefined;
export declare function productionPackages(root: string): Set<string>;
export declare function missingImports(
  root: string,
  installed: Set<string>,
): { file: string; specifier: string }[];
