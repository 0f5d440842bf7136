import { describe, expect, it } from "vitest";

import { escapeInvisible, hasControlCharacter, hasLineBreak, withoutInvisible } from "./text-rules";

describe("the text rules", () => {
  it("counts the direction controls as control characters, the marks not", () => {
    for (const char of [
      "\u202a",
      "\u202b",
      "\u202c",
      "\u202d",
      "\u202e",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
    ]) {
      expect(hasControlCharacter(`a${char}b`), char.codePointAt(0)!.toString(16)).toBe(true);
    }
    for (const char of ["\u200b", "\u200e", "\u200f", "\ufeff", "\t", "\n", "é", "😀"]) {
      expect(hasControlCharacter(`a${char}b`), char.codePointAt(0)!.toString(16)).toBe(false);
    }
    expect(hasLineBreak("a\u2028b")).toBe(true);
  });

  it("takes out what shows nothing and leaves the rest as it is", () => {
    expect(
      withoutInvisible("\ufeffJo\u200bsé\u200c \u200dPé\u2060rez\u200e\u200f\u061c\u180e\u2064"),
    ).toBe("José Pérez");
    expect(withoutInvisible("line one\r\nline two\ttab")).toBe("line one\r\nline two\ttab");
  });

  it("escapes for the desk every invisible and control character but tab and line breaks", () => {
    expect(escapeInvisible("evil\u202Efdp.exe")).toBe("evil\\u202Efdp.exe");
    expect(escapeInvisible("a\u200bb\u0000c\u001bd\ufeff")).toBe(
      "a\\u200Bb\\u0000c\\u001Bd\\uFEFF",
    );
    expect(escapeInvisible("Hello,\r\n\tthere\u2028José 😀")).toBe(
      "Hello,\r\n\tthere\u2028José 😀",
    );
  });
});

describe("characters that show nothing (issue 56)", () => {
  const hidden = [
    "\u{e0041}",
    "\u{e0001}",
    "\u{e007f}",
    "\u3164",
    "\u115f",
    "\u1160",
    "\uffa0",
    "\u2800",
    "\u00ad",
    "\u034f",
    "\u180b",
    "\u17b4",
    "\u17b5",
    "\u2061",
    "\u206a",
  ];

  it("takes each of them out, wherever it stands", () => {
    for (const char of hidden) {
      const name = char.codePointAt(0)!.toString(16);
      expect(withoutInvisible(`${char}Jo${char}sé${char}`), name).toBe("José");
    }
  });

  it("leaves nothing of a name made only of them", () => {
    expect(withoutInvisible("\u3164\u3164\u3164")).toBe("");
    expect(withoutInvisible("\u{e0041}\u{e0042}\u2800\u00ad\ufe0f")).toBe("");
  });

  it("takes out a variation selector with nothing to select, keeps one after a character", () => {
    expect(withoutInvisible("\ufe0f\ufe0eJo")).toBe("Jo");
    expect(withoutInvisible("a \ufe0f b")).toBe("a  b");
    expect(withoutInvisible("\u3164\ufe0fx")).toBe("x");
    expect(withoutInvisible("I \u2764\ufe0f it")).toBe("I \u2764\ufe0f it");
    expect(withoutInvisible("\u845b\u{e0100}")).toBe("\u845b\u{e0100}");
    expect(withoutInvisible("\u1820\u180b")).toBe("\u1820\u180b");
  });

  it("keeps a subdivision flag's tag characters and no others", () => {
    const england = "\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}";
    expect(withoutInvisible(`Go ${england}!`)).toBe(`Go ${england}!`);
    expect(withoutInvisible("x\u{e0067}\u{e0062}\u{e007f}")).toBe("x");
  });

  it("still refuses direction controls rather than taking them out", () => {
    expect(withoutInvisible("a\u202eb")).toBe("a\u202eb");
    expect(hasControlCharacter(withoutInvisible("a\u2066b"))).toBe(true);
  });

  it("shows every one of them escaped on the desk, and the flag as it is", () => {
    expect(escapeInvisible("\u3164\u3164\u3164")).toBe("\\u3164\\u3164\\u3164");
    expect(escapeInvisible("a\u{e0041}b\u2800c\u00add")).toBe("a\\uE0041b\\u2800c\\u00ADd");
    expect(escapeInvisible("\ufe0fx \u2764\ufe0f")).toBe("\\uFE0Fx \u2764\ufe0f");
    const england = "\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}";
    expect(escapeInvisible(england)).toBe(england);
  });
});
