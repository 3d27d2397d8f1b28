import { useRef, useState, type FormEvent } from "react";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { filterResources, type Searchable } from "./filter-resources";

/** A searchable item with its card markup, rendered at build time. */
export interface SearchableCard extends Searchable {
  html: string;
}

function CardList({
  id,
  title,
  items,
  className,
}: {
  id: string;
  title: string;
  items: SearchableCard[];
  className: string;
}) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className={className}>
        {items.map((item) => (
          <li key={item.title} dangerouslySetInnerHTML={{ __html: item.html }} />
        ))}
      </ul>
    </section>
  );
}

interface ResourcesBrowserProps {
  categories: SearchableCard[];
  popular: SearchableCard[];
}

/** The search box and the two lists it filters as you type: categories and popular resources. */
export function ResourcesBrowser({ categories, popular }: ResourcesBrowserProps) {
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const shownCategories = filterResources(categories, query);
  const shownPopular = filterResources(popular, query);
  const count = shownCategories.length + shownPopular.length;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    inputRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <form role="search" onSubmit={onSubmit} className="mx-auto flex max-w-2xl gap-2">
        <label htmlFor="resource-search" className="sr-only">
          Search resources
        </label>
        <Input
          ref={inputRef}
          id="resource-search"
          type="search"
          placeholder="Search resources..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="h-11 flex-1 rounded-full px-5"
        />
        <Button type="submit" variant="gradient">
          Search
        </Button>
      </form>
      <p role="status" className="mt-3 min-h-6 text-center text-sm text-slate-600">
        {query.trim() ? `${count} ${count === 1 ? "resource" : "resources"} found` : ""}
      </p>
      {count === 0 ? (
        <div className="mx-auto mt-10 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white/80 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">
            No resources match “{query.trim()}”.
          </p>
          <p className="mt-2 text-slate-600">
            Try a shorter word such as “bot”, “API” or “guide”, or clear the search.
          </p>
          <Button variant="outline" className="mt-6" onClick={() => setQuery("")}>
            Clear search
          </Button>
        </div>
      ) : null}
      <CardList
        id="categories-title"
        title="Browse by category"
        items={shownCategories}
        className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      />
      <CardList
        id="popular-title"
        title="Popular resources"
        items={shownPopular}
        className="mt-6 grid gap-4 md:grid-cols-2"
      />
    </div>
  );
}
