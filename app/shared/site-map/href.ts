import type { SitePattern } from "./route-table";

/** The names of a pattern's `:params` ("/blog/:id" → "id"). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string>];

/** A path typed from the route table: a renamed or removed route fails the type check. */
export function href<P extends SitePattern>(pattern: P, ...args: ParamsArgs<P>): string {
  const params = (args[0] ?? {}) as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href(${pattern}): missing :${name}`);
    return encodeURIComponent(value);
  });
}
