import type { ReactNode } from "react";
import type { ApiBlock as ApiBlockData } from "../../../content/api-reference";
import { Card } from "../../ui/card";

/** One block of the API reference: heading (with method and path for an endpoint), then its text and code (`children`). */
export function ApiBlock({
  block,
  children,
}: {
  block: Pick<ApiBlockData, "id" | "heading" | "method" | "path">;
  children: ReactNode;
}) {
  return (
    <Card as="article" padding="responsive" aria-labelledby={`api-${block.id}`} className="mt-8">
      <h3
        id={`api-${block.id}`}
        className="flex flex-wrap items-center gap-3 text-xl font-semibold text-ink"
      >
        {block.method ? (
          <span
            className={
              block.method === "GET"
                ? "rounded-md bg-emerald-50 dark:bg-emerald-500/15 px-2 py-0.5 font-mono text-sm font-bold text-emerald-800 dark:text-emerald-300 ring-1 ring-inset ring-emerald-200 dark:ring-emerald-400/30"
                : "rounded-md bg-accent-soft px-2 py-0.5 font-mono text-sm font-bold text-accent ring-1 ring-inset ring-brand-200 dark:ring-brand-400/40"
            }
          >
            {block.method}
          </span>
        ) : null}
        {block.path ? <code className="font-mono text-lg">{block.path}</code> : null}
        <span className={block.path ? "text-base font-normal text-ink-muted" : ""}>
          {block.heading}
        </span>
      </h3>
      {children}
    </Card>
  );
}

/** A code sample of a block, under its caption ("Request", "Response 201 Created"). */
export function ApiCodeSample({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="mt-6">
      <figcaption className="mb-2 text-sm font-semibold text-ink-soft">{caption}</figcaption>
      {children}
    </figure>
  );
}
