/** Only Pagefind's escaped text and its <mark> are kept, so nothing else can become markup. */
export function excerptNodes(excerpt: string, doc: Document = document): Node[] {
  const parsed = new DOMParser().parseFromString(excerpt, "text/html").body;
  return [...parsed.childNodes].flatMap((node): Node[] => {
    const text = node.textContent ?? "";
    if (!text) return [];
    if (node.nodeName === "MARK") {
      const mark = doc.createElement("mark");
      mark.textContent = text;
      return [mark];
    }
    return [doc.createTextNode(text)];
  });
}
