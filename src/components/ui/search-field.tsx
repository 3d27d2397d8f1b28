import type { Ref } from "react";
import { Icon } from "./icon";
import { Input } from "./input";

/**
 * The one search box of a list (blog, docs hub, integrations): a labelled `type=search` field with
 * the search icon, that Escape clears. `hint` shows inside the field, on the right, and describes it.
 */
export function SearchField({
  id,
  label,
  showLabel = false,
  hint,
  value,
  onValueChange,
  placeholder,
  inputRef,
}: {
  id: string;
  label: string;
  /** Show the label above the field (else it is for assistive tech only). */
  showLabel?: boolean;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const hintId = `${id}-hint`;
  return (
    <>
      <label
        htmlFor={id}
        className={showLabel ? "mb-2 block text-sm font-semibold text-ink" : "sr-only"}
      >
        {label}
      </label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
        />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          shape="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && value) {
              event.preventDefault();
              onValueChange("");
            }
          }}
          className={hint ? "pr-32" : "pr-4"}
        />
        {hint ? (
          <span
            id={hintId}
            className="pointer-events-none absolute right-5 top-1/2 -translate-y-1/2 text-xs font-medium text-ink-muted"
          >
            {hint}
          </span>
        ) : null}
      </div>
    </>
  );
}
