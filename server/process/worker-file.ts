/**
 * A piscina worker's file: the TypeScript source under tsx (tests, dev), else the bundle that
 * scripts/build-server.mjs writes beside server.mjs.
 */
export function workerFile(
  callerUrl: string,
  source: string,
  bundle: string,
): { filename: string; execArgv: string[] } {
  if (callerUrl.endsWith(".ts")) {
    return { filename: new URL(source, callerUrl).href, execArgv: ["--import", "tsx"] };
  }
  return { filename: new URL(bundle, callerUrl).href, execArgv: [] };
}
