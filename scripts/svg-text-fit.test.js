import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandFiles } from "../build-tools/brand-icons.ts";
import { estimateTextWidth, labelProblems } from "./svg-text-fit.js";

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360">${body}</svg>`;

/** @param {string} dir @returns {string[]} */
const svgFilesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return svgFilesUnder(full);
    return entry.name.endsWith(".svg") ? [full] : [];
  });

describe("the label fit check", () => {
  it("estimates running text at about 0.6 em a character, more in bold", () => {
    const regular = estimateTextWidth("New autumn menu is here!", 10);
    expect(regular / 24 / 10).toBeGreaterThan(0.55);
    expect(regular / 24 / 10).toBeLessThan(0.7);
    expect(estimateTextWidth("New order placed", 15, 700)).toBeGreaterThan(
      estimateTextWidth("New order placed", 15, 400),
    );
  });

  it("flags a label that a wide fallback font pushes out of its box", () => {
    const problems = labelProblems(
      svg(`<g><rect x="36" y="140" width="160" height="80" rx="16" fill="#4f46e5"/>
        <text x="56" y="192" font-size="15" font-weight="700">New order placed</text></g>`),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/"New order placed" may be \d+ px wide/);
  });

  it("finds the box through translated groups", () => {
    const body = (width) => `<g transform="translate(296 180)">
      <rect x="16" y="92" width="${width}" height="34" rx="10" fill="#4f46e5"/>
      <text x="26" y="107" font-size="10">marked GF on the menu.</text></g>`;
    expect(labelProblems(svg(body(128)))).toHaveLength(1);
    expect(labelProblems(svg(body(160)))).toEqual([]);
  });

  it("flags emoji and symbols that a visitor's fonts may lack", () => {
    const problems = labelProblems(
      svg(`<text x="20" y="40" font-size="12">💬 36</text>
      <text x="20" y="80" font-size="12">✓ Done</text><text x="20" y="120" font-size="12">♥ 248</text>`),
    );
    expect(problems).toHaveLength(3);
    for (const problem of problems) expect(problem).toMatch(/fallback fonts lack/);
  });

  it("accepts a label with room to spare, with Latin-1 and typographic punctuation", () => {
    const problems = labelProblems(
      svg(`<rect x="20" y="20" width="300" height="40" fill="#fff"/>
        <text x="30" y="45" font-size="12">Scheduled · Fri 12:30 – “Sending…”</text>`),
    );
    expect(problems).toEqual([]);
  });
});

describe("the labels visitors see", () => {
  it.each(svgFilesUnder(path.resolve("public")).map((file) => path.relative(process.cwd(), file)))(
    "every label of %s fits its box in a wide fallback font",
    (file) => {
      expect(labelProblems(fs.readFileSync(file, "utf8"))).toEqual([]);
    },
  );

  it("every brand mark the build writes keeps its letters inside its tile", () => {
    const problems = [...brandFiles()].flatMap(([file, source]) =>
      labelProblems(source).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
