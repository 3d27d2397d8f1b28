// CSV cells a spreadsheet shows as text, whatever a visitor typed (issue 36, point 5): for any
// string, the cell is one quoted field that reads back as the value, with a leading apostrophe when
// the value starts with = + - @ (or a tab or CR), so a spreadsheet never runs it as a formula.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";
import type { Row } from "./csv.ts";

/** A quoted CSV field read back. */
const unquote = (cell: string) => {
  expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
  const inner = cell.slice(1, -1);
  // Every quote inside is doubled.
  expect(inner.replaceAll('""', "")).not.toContain('"');
  return inner.replaceAll('""', '"');
};

const FORMULA = /^[=+\-@\t\r]/;
/** Strings that start like a formula, or anything. */
const hostile = fc.oneof(
  fc.string(),
  fc.tuple(fc.constantFrom("=", "+", "-", "@", "\t", "\r"), fc.string()).map(([a, b]) => a + b),
  fc.constantFrom(
    '=HYPERLINK("http://evil.example","x")',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "+1 (555) 010-4200",
    '"=1+1"',
  ),
);

describe("csvCell", () => {
  it("reads back as the value, neutralised when it starts like a formula", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const read = unquote(csvCell(value));
        expect(read).toBe(FORMULA.test(value) ? `'${value}` : value);
        expect(read).not.toMatch(FORMULA);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a whole export's cells apart and inert", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: hostile, needs: hostile }), { maxLength: 5 }),
        (data) => {
          const rows: Row[] = data.map((fields, index) => ({
            id: `id-${index}`,
            kind: "enquiry",
            data: { ...fields, email: "a@example.com" },
            createdAt: new Date(0),
            verdict: "ok",
            reasons: [],
            source: null,
            deliveries: [],
          }));
          const csv = toCsv(rows);
          for (const fields of data) {
            for (const value of [fields.name, fields.needs]) {
              expect(csv).toContain(csvCell(value));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
