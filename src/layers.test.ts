// @vitest-environment node
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The layer rule of eslint.config.js, run through ESLint's own API on one-line files placed in
 * each layer: an import from a layer above fails the lint, one from below passes.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL("..", import.meta.url)) });

async function layerErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import { x } from "${specifier}";\nexport const y = x;\n`,
    {
      filePath,
    },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

// The first lint loads the config and its plugins: seconds on a busy machine.
describe(
  "imports point down: pages → layouts → components → hooks → lib → content → shared",
  { timeout: 30_000 },
  () => {
    it.each([
      ["src/lib/fixture.ts", "../components/ui/button"],
      ["src/lib/schemas/fixture.ts", "../../hooks/use-slider"],
      ["src/hooks/fixture.ts", "../components/forms/invite-form"],
      ["src/components/ui/fixture.tsx", "../../layouts/base-layout.astro"],
      ["src/content/fixture.ts", "../lib/pricing"],
      ["src/content/legal/fixture.ts", "../../lib/cookie-consent"],
      ["src/shared/fixture.ts", "../content/site"],
      ["src/shared/schemas/fixture.ts", "../../lib/utils"],
    ])("fails the lint when %s imports %s, a layer above it", async (file, specifier) => {
      const errors = await layerErrors(file, specifier);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("pages → layouts → components → hooks → lib → content → shared");
    });

    it.each([
      ["src/components/ui/fixture.tsx", "../../hooks/use-slider"],
      ["src/hooks/fixture.ts", "../lib/toast"],
      ["src/lib/fixture.ts", "../content/navigation"],
      ["src/lib/fixture.ts", "../shared/site"],
      ["src/content/fixture.ts", "../shared/pricing"],
      ["src/shared/schemas/fixture.ts", "../site"],
    ])("passes when %s imports %s, its own layer or one below", async (file, specifier) => {
      expect(await layerErrors(file, specifier)).toEqual([]);
    });

    it("fails the lint when the form server imports from src/ outside src/shared", async () => {
      const errors = await layerErrors("server/fixture.js", "../src/lib/seo.ts");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("server/ shares code with the site only through src/shared.");
      expect(
        await layerErrors("server/outbox/fixture.js", "../../src/content/navigation.ts"),
      ).toHaveLength(1);
      expect(await layerErrors("server/outbox/fixture.js", "../../src/shared/site.ts")).toEqual([]);
    });
  },
);
