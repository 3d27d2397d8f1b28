import { blogPaginationCopy as copy } from "../../../content/blog-listing";
import { cn } from "../../../lib/utils";
import { buttonVariants } from "../../ui/button";
import { Icon } from "../../ui/icon";

/** Previous, page numbers and next; shown only when there is more than one page. */
export function BlogPagination({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  if (pageCount < 2) return null;
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
          aria-label={copy.page.replace("{page}", String(number))}
          aria-current={number === page ? "page" : undefined}
          onClick={() => onPageChange(number)}
          className={cn(
            buttonVariants({ variant: number === page ? "default" : "ghost", size: "icon" }),
          )}
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
