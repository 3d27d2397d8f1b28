import { Search } from "lucide-react";
import { Input } from "../../ui/input";

/** The listing's search box; the posts filter as the visitor types. */
export function BlogSearch({
  value,
  onChange,
  status,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Read out politely after each change, e.g. "2 articles found". */
  status: string;
}) {
  return (
    <div role="search" className="mx-auto -mt-4 max-w-xl px-4 pb-12 sm:px-6">
      <label htmlFor="blog-search" className="sr-only">
        Search articles
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id="blog-search"
          type="search"
          placeholder="Search articles..."
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="rounded-full py-3 pl-12 pr-4"
        />
      </div>
      <p role="status" className="mt-3 min-h-5 text-center text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
