/** What a page states that is a company fact: found in its HTML as the server sends it. */
export interface StatedFacts {
  emails: string[];
  phones: string[];
  /** `tel:` links, as written. */
  phoneLinks: string[];
  streets: string[];
  cities: string[];
  /** "7,000+", "85%", "3x", "24/7", "14-day", "$50M+". */
  figures: string[];
  /** "eight industries" worded as a total, not as solutions. */
  industryTotals: string[];
}

/**
 * Reads `html` with the browser's DOMParser (pass it to page.evaluate: it is self-contained). Counted:
 * the visible text, the title, the description and social tags, JSON-LD and mailto:/tel: links.
 * Left out: forms and <output>s (what a visitor types or a calculator computes) and scripts.
 * `cityNames` are the cities to look for (any of them named is checked against the offices).
 */
export function statedFacts({
  html,
  cityNames,
}: {
  html: string;
  cityNames: readonly string[];
}): StatedFacts {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const element of doc.querySelectorAll(
    'form, output, style, template, script:not([type="application/ld+json"])',
  )) {
    element.remove();
  }
  const texts: string[] = [doc.title];
  for (const meta of doc.querySelectorAll("meta[content]")) {
    const name = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
    if (/description|title/i.test(name)) texts.push(meta.getAttribute("content") ?? "");
  }
  const walker = doc.createTreeWalker(doc.body ?? doc.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.push(node.nodeValue ?? "");
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    texts.push(script.textContent ?? "");
  }
  const links = [...doc.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? "");
  const text = texts.join(" \n ").replace(/\s+/g, " ");

  const all = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[0].trim());
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return {
    emails: [
      ...all(/[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g),
      ...links.filter((href) => href.startsWith("mailto:")).map((href) => href.slice(7)),
    ],
    phones: all(/\+\d[\d ().-]{6,}\d/g),
    phoneLinks: links.filter((href) => href.startsWith("tel:")),
    streets: all(
      /\b\d{1,5}[A-Z]?\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Drive|Way|View|Square|Plaza|Parkway)\b/g,
    ),
    cities: cityNames.flatMap((city) => all(new RegExp(`\\b${escape(city)}\\b`, "g"))),
    figures: all(
      /(?<![\w.,$/-])(?:\$?\d[\d,]*(?:\.\d+)?(?:[MKB]\+|\+|%)|\d+(?:\.\d+)?x(?![\w-])|\d+\/7(?!\d)|\d+-day\b)/gi,
    ),
    industryTotals: all(/(?<!solutions for )\b(?:eight|8) industries\b/gi),
  };
}
