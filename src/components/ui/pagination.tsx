import { fill } from "../../shared/fill";
import { buttonVariants } from "./button";
import { Icon } from "./icon";

/** A pager's copy: its accessible name, a page button's ("Page {page}"), previous and next. */
export interface PaginationCopy {
  label: string;
  page: `${string}{page}${string}`;
  previous: string;
  next: string;
}

/** Previous, page numbers and next; shown only when there is more than one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  copy,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  copy?: PaginationCopy;
}) {
  if (pageCount < 2 || !copy) return null;
  const step = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={copy.label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={step}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <Icon name="chevron-left" />
        {copy.previous}
      </button>
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={fill<string>(copy.page, { page: number })}
          aria-current={number === page ? "page" : undefined}
          onClick={() => onPageChange(number)}
          className={buttonVariants({
            variant: number === page ? "default" : "ghost",
            size: "icon",
          })}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={step}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {copy.next}
        <Icon name="chevron-right" />
      </button>
    </nav>
  );
}
