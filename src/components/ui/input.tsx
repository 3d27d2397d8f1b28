import type { ComponentProps, Ref } from "react";
import { cn } from "../../lib/utils";
import { Icon } from "./icon";

const base =
  "w-full border border-slate-300 bg-white text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:opacity-60 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus-visible:ring-red-600/30";

/** A field's outline and padding: a form's box, a pill beside a button, a search box with its icon. */
const shapes = {
  field: "rounded-lg px-3.5 py-2.5 sm:text-sm",
  pill: "h-11 rounded-full px-5",
  /** Room for the icon on the left; the right padding comes from SearchField. */
  search: "h-12 rounded-full pl-12 [&::-webkit-search-cancel-button]:appearance-none",
};
export type InputShape = keyof typeof shapes;

/** The classes of a text field (also for a `<select>`). */
export function inputClasses(shape: InputShape = "field") {
  return cn(base, shapes[shape]);
}

export function Input({
  className,
  shape,
  ...props
}: ComponentProps<"input"> & { shape?: InputShape }) {
  return <input className={cn(inputClasses(shape), className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputClasses(), "min-h-24 resize-y", className)} {...props} />;
}

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
        className={showLabel ? "mb-2 block text-sm font-semibold text-slate-900" : "sr-only"}
      >
        {label}
      </label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500"
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
            className="pointer-events-none absolute right-5 top-1/2 -translate-y-1/2 text-xs font-medium text-slate-600"
          >
            {hint}
          </span>
        ) : null}
      </div>
    </>
  );
}
