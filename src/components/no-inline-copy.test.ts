import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * House rule 1: copy lives in src/content (or src/shared), never inline in JSX. Every JSX text
 * node in a component may hold only whitespace, punctuation and symbols; words come in through
 * `{...}` expressions.
 */
const componentsDir = fileURLToPath(new URL(".", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith(".tsx") && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const hasLetter = (text: string): boolean => /\p{L}/u.test(text);

const equality = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/**
 * A string written straight into rendered children, such as `{open ? "Close" : "Open"}`; a
 * string compared with `===` (`status === "done"`) is a value, not copy.
 */
function isChildText(node: ts.Node): node is ts.StringLiteral | ts.TemplateLiteralLikeNode {
  const literal =
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node);
  const compared =
    ts.isBinaryExpression(node.parent) && equality.has(node.parent.operatorToken.kind);
  return literal && !compared;
}

/**
 * "file:line: text" for each JSX text node that contains a letter, and for each string literal
 * with a letter inside a `{...}` child (attributes such as className are not children).
 */
function inlineCopy(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string): void => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}: ${text.trim().replace(/\s+/g, " ")}`);
  };
  const visit = (node: ts.Node, inChild: boolean): void => {
    if (ts.isJsxText(node) && hasLetter(node.text)) report(node, node.text);
    if (inChild && isChildText(node) && hasLetter(node.text)) report(node, node.text);
    const childExpression =
      ts.isJsxExpression(node) && node.parent && !ts.isJsxAttribute(node.parent);
    const leavesChild = ts.isJsxAttributes(node) || ts.isCallExpression(node);
    ts.forEachChild(node, (child) => visit(child, (inChild || childExpression) && !leavesChild));
  };
  visit(file, false);
  return found;
}

// Parsing every component takes seconds on a busy machine.
describe("components carry no inline copy", { timeout: 30_000 }, () => {
  it("finds words written as JSX text or as a string child, and lets symbols and expressions through", () => {
    const source = [
      "export const A = () => (",
      '  <p className="text-sm">© {year} <b>Tags</b> · → {label} {n === 1 ? "page" : ""} {s === "done" ? x : null}</p>',
      ");",
    ].join("\n");
    expect(inlineCopy("fixture.tsx", source)).toEqual([
      "fixture.tsx:2: Tags",
      "fixture.tsx:2: page",
    ]);
  });

  it("has no JSX text with letters in any component; words come from src/content", () => {
    const files = componentFiles(componentsDir);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((path) =>
      inlineCopy(relative(root, path), readFileSync(path, "utf8")),
    );
    expect(found).toEqual([]);
  });
});

describe("copy with placeholders is filled one way", () => {
  // The home hero slider is being rewritten on its own branch (issue 32 left it to that work);
  // it still fills its slide names by hand until then.
  const notYetMoved = ["src/components/sections/home/hero-slider.tsx"];

  it("fills no placeholder by hand: every one goes through shared/fill.ts", () => {
    const found = componentFiles(componentsDir)
      .map((path) => [relative(root, path), readFileSync(path, "utf8")] as const)
      .filter(
        ([path, source]) =>
          !notYetMoved.includes(path) && /\.replace(All)?\(\s*["'`]\{/.test(source),
      )
      .map(([path]) => path);
    expect(found).toEqual([]);
  });
});
