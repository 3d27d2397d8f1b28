import { useRef, type FormEvent } from "react";
import type { ResourcesSearchCopy } from "../../../content/resources";
import { useSearch } from "../../../hooks/use-search";
import { progressiveForm } from "../../forms/progressive-form";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Section } from "../../ui/section";
import { fillCounted } from "../../../shared/fill";
import { LibraryResults, searchLibrary } from "./library-results";

/**
 * The /resources search: every docs, guides, API and examples page, through the site search index.
 * An island (pages/resources.astro): its build-time HTML shows until it hydrates.
 */
export function ResourcesBrowser({ copy }: { copy: ResourcesSearchCopy }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { query, state, pending, change, submit } = useSearch(searchLibrary, { delay: 200 });
  const hits = state.status === "done" ? state.result : [];

  const status =
    state.status === "error"
      ? copy.error
      : pending && state.status !== "done"
        ? copy.searching
        : state.status === "done"
          ? fillCounted(copy.found, hits.length, { query: state.query })
          : "";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
    inputRef.current?.focus();
  };
  const clear = () => {
    change("");
    inputRef.current?.focus();
  };

  return (
    <Section as="div" spacing="none">
      <form
        {...progressiveForm.searchOnly}
        role="search"
        onSubmit={onSubmit}
        className="mx-auto flex max-w-2xl gap-2"
      >
        <label htmlFor="resource-search" className="sr-only">
          {copy.label}
        </label>
        <Input
          ref={inputRef}
          id="resource-search"
          type="search"
          placeholder={copy.placeholder}
          aria-describedby="resource-search-hint"
          value={query}
          onChange={(event) => change(event.target.value)}
          shape="pill"
          className="flex-1"
        />
        <Button type="submit" variant="gradient">
          {copy.submit}
        </Button>
      </form>
      <p id="resource-search-hint" className="mt-3 text-center text-sm text-ink-muted">
        {copy.hint}
      </p>
      <p role="status" className="mt-1 min-h-6 text-center text-sm font-medium text-ink-soft">
        {status}
      </p>
      {state.status === "done" ? (
        <LibraryResults hits={hits} query={state.query} copy={copy} onClear={clear} />
      ) : null}
    </Section>
  );
}
