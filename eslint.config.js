import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import path from "node:path";
import { fileURLToPath } from "node:url";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of src/, top to bottom. A file may import from its own layer and the layers below
 * it, never from one above: pages → layouts → components → hooks → lib → content → shared.
 * src/shared is what the form server (server/) shares with the site; server/ imports nothing else
 * from src/ (its own rule, below). Tests (*.test.*) sit outside the layers: they may render a component to test a hook.
 *
 * The rule resolves each specifier against the importing file, so it sees where an import lands
 * however it is spelt (`../x`, `./../x`, `../../src/x`) and tells src/content/pages.ts from the
 * src/pages layer. It reads static imports, `export … from` and `import()` with a literal path,
 * in .ts, .tsx and the frontmatter of .astro files alike.
 */
const layers = ["pages", "layouts", "components", "hooks", "lib", "content", "shared"];
const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, "src");
const order = layers.join(" → ");

/** The layer of a file under src/ (its first folder), or undefined outside the layers. */
function layerOf(file) {
  const relative = path.relative(src, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  const [first] = relative.split(path.sep);
  return layers.includes(first) ? first : undefined;
}

const layersRule = {
  meta: {
    type: "problem",
    docs: { description: "Imports point down the layers of src/." },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const fromLayer = layerOf(file);
    if (!fromLayer) return {};
    const check = (node) => {
      const source = node.source;
      const specifier =
        source?.type === "Literal"
          ? source.value
          : source?.type === "TemplateLiteral" && source.expressions.length === 0
            ? source.quasis[0]?.value.cooked
            : undefined;
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const target = path.resolve(path.dirname(file), specifier);
      const toLayer = layerOf(target);
      if (toLayer && layers.indexOf(toLayer) < layers.indexOf(fromLayer)) {
        const below = layers.slice(layers.indexOf(fromLayer) + 1).join(", ") || "none";
        context.report({
          node: source,
          message: `src/${fromLayer} imports only from its own layer and those below it (${below}): ${order}. "${specifier}" is in src/${toLayer}.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    // .astro/ and .cache/ are Astro's.
    ignores: [
      "build",
      ".astro",
      ".cache",
      ".lighthouse",
      "node_modules",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The .astro shells: their frontmatter through the TypeScript parser, the template checked by
  // the plugin's recommended rules.
  ...astro.configs["flat/recommended"],
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: [
      "server/**/*.{js,ts}",
      "scripts/**/*.{js,ts}",
      "build-tools/**/*.ts",
      "*.config.{js,mjs,ts}",
      "tests/**/*.{js,ts}",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["src/**/*.{ts,tsx,astro}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { layers: { rules: { "imports-point-down": layersRule } } },
    rules: { "layers/imports-point-down": "error" },
  },
  {
    files: ["server/**/*.{js,ts}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+src/(?!shared/)",
              message: "server/ shares code with the site only through src/shared.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every journey's pages hold the decorative background still (tests/e2e/fixtures.ts).
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Journeys import test and expect from ./fixtures.",
            },
          ],
        },
      ],
    },
  },
);
