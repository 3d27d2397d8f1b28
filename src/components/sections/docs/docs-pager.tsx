import { Icon } from "../../ui/icon";
import type { DocsLink } from "../../../lib/docs-nav";
import { cn } from "../../../lib/utils";
import { cardVariants } from "../../ui/card";

/** Previous and next pages in the sidebar's reading order. */
export function DocsPager({
  prev,
  next,
  copy,
}: {
  prev: DocsLink | null;
  next: DocsLink | null;
  copy: { label: string; previous: string; next: string };
}) {
  const linkClass = cn(
    cardVariants({ padding: "sm", interactive: "link" }),
    "group flex flex-col gap-1 focus-visible:outline-none",
  );
  return (
    <nav
      aria-label={copy.label}
      data-pagefind-ignore
      className="mt-16 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
    >
      {prev ? (
        <a href={prev.path} rel="prev" className={linkClass}>
          <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <Icon name="arrow-left" className="size-4" />
            {copy.previous}
          </span>
          <span className="font-semibold text-ink group-hover:text-accent">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={next.path} rel="next" className={`${linkClass} sm:items-end sm:text-right`}>
          <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
            {copy.next}
            <Icon name="arrow-right" className="size-4" />
          </span>
          <span className="font-semibold text-ink group-hover:text-accent">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
