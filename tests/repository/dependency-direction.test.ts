import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The lint rule that keeps app/shared/ below the features (eslint.config.js).
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });
});

async function importProblems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

const featureImport = `import { page } from "#app/features/home/home-page.copy";\nexport const x = page;\n`;

describe("dependencies point down", () => {
  it("refuses a feature's module in app/shared/, tests included", async () => {
    for (const file of ["app/shared/sections/example.tsx", "app/shared/copy/example.test.ts"]) {
      const problems = await importProblems(featureImport, file);
      expect(problems, file).toHaveLength(1);
      expect(problems[0]).toMatch(/must not import a feature/);
    }
  });

  it("keeps refusing server code and parent paths there", async () => {
    const code = `import { a } from "#server/app";\nimport { b } from "../x";\nexport const c = [a, b];\n`;
    expect(await importProblems(code, "app/shared/example.ts")).toHaveLength(2);
  });

  it("lets a feature import another feature and app/shared/", async () => {
    const code = `${featureImport}import { cn } from "#app/shared/ui-utils";\nexport const y = cn;\n`;
    expect(await importProblems(code, "app/features/pricing/example.ts")).toEqual([]);
  });
});
