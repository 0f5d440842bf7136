/** Helpers for the header and CSP specs: parse a policy, find scripts and handlers in HTML. */

export type Policy = Map<string, string[]>;

export function parseCsp(header: string | undefined): Policy {
  const policy: Policy = new Map();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), values);
  }
  return policy;
}

/** Permissions-Policy as feature → allowlist text, e.g. microphone → `self "https://x"`. */
export function parsePermissions(header: string | undefined): Map<string, string> {
  const features = new Map<string, string>();
  for (const match of (header ?? "").matchAll(/([\w-]+)=\(([^)]*)\)/g)) {
    features.set(match[1]!, match[2]!.trim());
  }
  return features;
}

/** Every start tag of the document (attributes included). */
function startTags(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?>/g)].map((match) => match[0]);
}

function scriptTags(html: string): string[] {
  return startTags(html).filter((tag) => /^<script[\s>]/i.test(tag));
}

/** Types of script elements that the browser runs (and the CSP governs); data blocks such as
 * application/ld+json are not run and need no nonce. */
const executableTypes = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "importmap",
  "speculationrules",
]);

export function executableScriptTags(html: string): string[] {
  return scriptTags(html).filter((tag) => {
    const type = /\stype="([^"]*)"/i.exec(tag)?.[1] ?? "";
    return executableTypes.has(type.trim().toLowerCase());
  });
}

/** Inline event handler attributes (onclick=...) in start tags. */
export function inlineHandlers(html: string): string[] {
  return startTags(html).filter((tag) => /\son[a-z]+\s*=/i.test(tag));
}

/** href/src/action/formaction values that run script. */
export function scriptUrls(html: string): string[] {
  return startTags(html).filter((tag) =>
    /\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag),
  );
}

export function nonceOf(tag: string): string | undefined {
  return /\snonce="([^"]*)"/.exec(tag)?.[1];
}
