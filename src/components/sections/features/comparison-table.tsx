import {
  comparisonColumns as columns,
  type ComparisonRow,
  type comparisonCopy,
} from "../../../content/comparison";
import { Card } from "../../ui/card";
import { Icon } from "../../ui/icon";
import { Section } from "../../ui/section";

function Cell({ value, copy }: { value: string | boolean; copy: typeof comparisonCopy }) {
  if (typeof value === "string") return <>{value}</>;
  return value ? (
    <>
      <Icon name="check" className="mx-auto h-7 w-4 text-emerald-700 dark:text-emerald-400" />
      <span className="sr-only">{copy.included}</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="text-ink-muted">
        —
      </span>
      <span className="sr-only">{copy.notIncluded}</span>
    </>
  );
}

/** The Free / Pro / Enterprise comparison as a real table (caption, column and row headers). */
export function ComparisonTable({
  rows,
  copy,
}: {
  rows: ComparisonRow[];
  copy: typeof comparisonCopy;
}) {
  return (
    <Section width="content" spacing="band" heading={{ id: "compare-plans", ...copy }}>
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
          Positioned, so the cells' screen-reader text (absolutely positioned) scrolls with the
          table instead of widening the page. */}
      <Card
        tone="solid"
        padding="none"
        className="relative mt-12 overflow-x-auto"
        // Focusable: a scrollable region.
        tabIndex={0}
        role="region"
        aria-labelledby="compare-plans-caption"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption id="compare-plans-caption" className="sr-only">
            {copy.caption}
          </caption>
          <thead className="bg-sunken">
            <tr>
              <th scope="col" className="px-4 py-4 font-semibold text-ink sm:px-6">
                {copy.featureHeader}
              </th>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className="px-4 py-4 text-center font-semibold text-ink sm:px-6"
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="px-4 py-4 font-medium text-ink sm:px-6">
                  {row.feature}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className="px-4 py-4 text-center text-ink-soft sm:px-6">
                    <Cell value={row[column.key]} copy={copy} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </Section>
  );
}
