import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("joins the classes that are set and drops the rest", () => {
    const hidden = false;
    expect(cn("a", hidden && "b", undefined, ["c", { d: true, e: false }])).toBe("a c d");
  });

  it("merges nothing: a caller picks a variant rather than overriding a utility", () => {
    expect(cn("px-6", "px-0")).toBe("px-6 px-0");
  });
});

/** Every .tsx and .astro file under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx|astro)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

/** Utilities with no dash (most have one: `px-0`, `text-sm`). */
const bareUtilities = new Set(["hidden", "block", "flex", "grid", "inline", "contents", "static"]);
/** A Tailwind utility, with its variants: `md:px-0`, `group-data-[mode=tabs]/hub:sr-only`. */
const isUtility = (name: string) =>
  /^[\w:[\]/.()=-]+$/.test(name) && (/[-:]/.test(name) || bareUtilities.has(name));

/** Tailwind utilities marked important (`px-0!`, `!px-0`) in the string literals of a file. */
export function importantUtilities(source: string): string[] {
  const found: string[] = [];
  for (const [, double, backtick] of source.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
    for (const token of (double ?? backtick ?? "").split(/\s+/)) {
      const name = token.endsWith("!")
        ? token.slice(0, -1)
        : token.startsWith("!")
          ? token.slice(1)
          : "";
      if (name && isUtility(name)) found.push(token);
    }
  }
  return found;
}

describe("class names in components", () => {
  it("finds an important utility, at either end", () => {
    expect(
      importantUtilities(`const a = "min-h-0! px-4 noscript:mt-2!"; const b = "!px-0";`),
    ).toEqual(["min-h-0!", "noscript:mt-2!", "!px-0"]);
    expect(importantUtilities(`if (!open) return "Hello!";`)).toEqual([]);
  });

  it("never mark a utility important to win over another: looks are variants", () => {
    const offenders = ["src/components", "src/layouts", "src/pages"].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        importantUtilities(readFileSync(file, "utf8")).map((token) => `${file}: ${token}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
