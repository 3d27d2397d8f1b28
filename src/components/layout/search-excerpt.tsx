import { Fragment } from "react";
import { parseExcerpt } from "../../lib/search";

/** A search result's excerpt: matched words in <mark>, everything else as plain text. */
export function SearchExcerpt({ excerpt }: { excerpt: string }) {
  return parseExcerpt(excerpt).map((part, at) =>
    part.mark ? (
      <mark
        key={at}
        className="rounded-sm bg-brand-100 px-0.5 text-brand-900 dark:bg-brand-500/30 dark:text-brand-100"
      >
        {part.text}
      </mark>
    ) : (
      <Fragment key={at}>{part.text}</Fragment>
    ),
  );
}
