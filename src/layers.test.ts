import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The layer rule of eslint.config.js, run through ESLint's own API with the real config on small
 * virtual files placed in each layer: an import from a layer above fails the lint, however it is
 * written; one from its own layer or below passes.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL("..", import.meta.url)) });

/** The layer errors of `text` linted as if it were `filePath` (server/ has a rule of its own). */
async function errorsIn(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  const fatal = (result?.messages ?? []).filter((message) => message.fatal);
  if (fatal.length) throw new Error(fatal.map((message) => message.message).join("\n"));
  return (result?.messages ?? [])
    .filter((message) =>
      ["layers/imports-point-down", "no-restricted-imports"].includes(message.ruleId ?? ""),
    )
    .map((message) => message.message);
}

const layerErrors = (filePath: string, specifier: string) =>
  errorsIn(filePath, `import { x } from "${specifier}";\nexport const y = x;\n`);

// The first lint loads the config and its plugins (the .astro parser among them): seconds, and on a
// busy machine tens of seconds.
describe(
  "imports point down: pages → layouts → components → hooks → lib → content → shared",
  { timeout: 90_000 },
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

    it.each([
      [
        "import()",
        "src/lib/fixture.ts",
        'export const load = () => import("../components/ui/button");\n',
      ],
      [
        "import() with a template literal",
        "src/hooks/fixture.ts",
        "export const load = () => import(`../components/ui/button`);\n",
      ],
      [
        "./../",
        "src/lib/fixture.ts",
        'import { x } from "./../components/ui/button";\nexport const y = x;\n',
      ],
      [
        "a path through src/",
        "src/lib/fixture.ts",
        'import { x } from "../../src/components/ui/button";\nexport const y = x;\n',
      ],
      ["export … from", "src/content/fixture.ts", 'export { x } from "../lib/utils";\n'],
      ["export * from", "src/shared/fixture.ts", 'export * from "../content/navigation";\n'],
      [
        "a layout's frontmatter (.astro)",
        "src/layouts/fixture.astro",
        '---\nimport Home from "../pages/index.astro";\n---\n<Home />\n',
      ],
    ])("fails the lint on an upward import written as %s", async (_, file, text) => {
      const errors = await errorsIn(file, text);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("pages → layouts → components → hooks → lib → content → shared");
    });

    it.each([
      [
        "src/content/legal/fixture.ts",
        'import { pages } from "../pages";\nexport const y = pages;\n',
      ],
      ["src/content/legal/fixture.ts", 'export { pages } from "../pages.ts";\n'],
      [
        "src/pages/fixture.astro",
        '---\nimport BaseLayout from "../layouts/base-layout.astro";\nconst title: string = "x";\n---\n<BaseLayout>{title}</BaseLayout>\n',
      ],
      ["src/lib/fixture.ts", 'export const load = () => import("../content/navigation");\n'],
      ["src/lib/fixture.ts", 'import { x } from "../../src/shared/site";\nexport const y = x;\n'],
    ])("passes %s, which imports its own layer or one below", async (file, text) => {
      expect(await errorsIn(file, text)).toEqual([]);
    });

    it("lints the .astro shells (eslint-plugin-astro)", async () => {
      const [result] = await eslint.lintText("---\nconst unused = 1;\n---\n<p>x</p>\n", {
        filePath: "src/pages/fixture.astro",
      });
      expect(result?.messages.map((message) => message.ruleId)).toContain(
        "@typescript-eslint/no-unused-vars",
      );
    });

    it("fails the lint when the form server imports from src/ outside src/shared", async () => {
      const errors = await layerErrors("server/fixture.ts", "../src/lib/seo.ts");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("server/ shares code with the site only through src/shared.");
      expect(
        await layerErrors("server/outbox/fixture.ts", "../../src/content/navigation.ts"),
      ).toHaveLength(1);
      expect(await layerErrors("server/outbox/fixture.ts", "../../src/shared/site.ts")).toEqual([]);
    });
  },
);
