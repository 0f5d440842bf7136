// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { COOKIE_CONSENT_KEY } from "#app/shared/analytics/cookie-consent";
import {
  applyThemeChoice,
  parseThemeChoice,
  readThemeChoice,
  THEME_STORAGE_KEY,
  themeBootScript,
} from "./theme";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

/** Runs the inline script against a stand-in document and storage, as the browser would. */
function runBoot(stored: string | null, storageThrows = false, consent: string | null = null) {
  const root = { dataset: {} as Record<string, string> };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return key === THEME_STORAGE_KEY ? stored : key === COOKIE_CONSENT_KEY ? consent : null;
    },
  };
  new Function("localStorage", "document", themeBootScript)(localStorage, {
    documentElement: root,
  });
  return root.dataset;
}
const runBootScript = (stored: string | null, storageThrows = false) =>
  runBoot(stored, storageThrows).theme;

describe("theme choice", () => {
  it("reads only light and dark as pinned themes", () => {
    expect(parseThemeChoice("dark")).toBe("dark");
    expect(parseThemeChoice("light")).toBe("light");
    expect(parseThemeChoice("system")).toBe("system");
    expect(parseThemeChoice("purple")).toBe("system");
    expect(parseThemeChoice(null)).toBe("system");
  });

  it("reads the stored choice, and system when storage throws", () => {
    expect(readThemeChoice(memoryStorage({ theme: "dark" }))).toBe("dark");
    expect(
      readThemeChoice({
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toBe("system");
  });

  it("pins a theme on the root and remembers it; system removes the pin", () => {
    const root = document.createElement("html");
    const storage = memoryStorage();
    applyThemeChoice("dark", root, storage);
    expect(root.dataset.theme).toBe("dark");
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe("dark");
    applyThemeChoice("system", root, storage);
    expect(root.dataset.theme).toBeUndefined();
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe("system");
  });
});

describe("the inline boot script", () => {
  it("pins the stored light or dark theme", () => {
    expect(runBootScript("dark")).toBe("dark");
    expect(runBootScript("light")).toBe("light");
  });

  it("leaves the system's scheme alone otherwise, even when storage is blocked", () => {
    expect(runBootScript("system")).toBeUndefined();
    expect(runBootScript(null)).toBeUndefined();
    expect(runBootScript("<script>")).toBeUndefined();
    expect(runBootScript("dark", true)).toBeUndefined();
  });

  it("tells the switch which choice to show", () => {
    expect(runBoot("dark").themeChoice).toBe("dark");
    expect(runBoot("purple").themeChoice).toBe("system");
    expect(runBoot("light", true).themeChoice).toBe("system");
  });

  it("marks the cookie choice pending until one is stored", () => {
    expect(runBoot(null, false, null).consentPending).toBe("");
    expect(runBoot(null, false, "maybe").consentPending).toBe("");
    expect(runBoot(null, false, "accepted").consentPending).toBeUndefined();
    expect(runBoot(null, false, "declined").consentPending).toBeUndefined();
    expect(runBoot(null, true, "declined").consentPending).toBe("");
  });
});
