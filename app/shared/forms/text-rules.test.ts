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
