import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandFiles } from "../build-tools/brand-icons.ts";
import { checkSvgs, svgError } from "./check-svgs.js";

describe("the SVG check", () => {
  it("rejects a bare ampersand in a label, which browsers show as a broken image", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" aria-label="Banking & Finance"/>`;
    expect(svgError(svg)).toMatch(/not well-formed/);
  });

  it("accepts the same label with the ampersand escaped", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" aria-label="Banking &amp; Finance"/>`;
    expect(svgError(svg)).toBeNull();
  });

  it("rejects an unclosed element and a root that is not an SVG", () => {
    expect(svgError(`<svg xmlns="http://www.w3.org/2000/svg"><g></svg>`)).toMatch(
      /not well-formed/,
    );
    expect(svgError(`<html xmlns="http://www.w3.org/1999/xhtml"/>`)).toMatch(/not an <svg>/);
  });

  it("names every invalid file under a folder", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "svgs-"));
    fs.mkdirSync(path.join(dir, "nested"));
    fs.writeFileSync(path.join(dir, "good.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
    fs.writeFileSync(
      path.join(dir, "nested", "bad.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg">&</svg>`,
    );
    const { files, problems } = checkSvgs(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(files).toBe(2);
    expect(problems.map((problem) => path.basename(problem.file))).toEqual(["bad.svg"]);
  });
});

describe("the SVGs the site serves", () => {
  it("every SVG stored in public/ is well-formed XML", () => {
    const { files, problems } = checkSvgs(path.resolve("public"));
    expect(files).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("every brand mark the build writes is well-formed XML", () => {
    const files = brandFiles();
    expect(files.size).toBeGreaterThan(0);
    const problems = [...files].flatMap(([file, source]) => {
      const error = svgError(source);
      return error ? [{ file, error }] : [];
    });
    expect(problems).toEqual([]);
  });
});
