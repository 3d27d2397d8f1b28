import type { CSSProperties } from "react";
import { themeLabels } from "../../content/navigation";
import { cn } from "../../lib/utils";
import { Icon } from "../ui/icon";
import { radioInputClass } from "../ui/radio-group";
import { HeaderPopover } from "./header-popover";

/**
 * Light, Dark or System: a native radio group (a fieldset named by its legend) whose change the
 * head's theme script applies and keeps (lib/theme-script.ts, a delegated listener), so it costs
 * no island. Each copy is a form of its own, so the header's and the mobile menu's radios are two
 * groups; the script checks the choice in both. Without scripting nothing could be kept: it hides.
 *
 * - `popover` (the header): a button opens the group as a popover under it, named by the theme
 *   now in use ("Theme: Dark", shown by CSS from `<html data-theme>`, `.theme-current` in app.css).
 * - `inline` (the mobile menu): the group itself, as three segments.
 */
export function ThemeControl({
  id,
  layout,
  className,
}: {
  id: string;
  layout: "popover" | "inline";
  className?: string;
}) {
  const group = (
    <form className="contents">
      <fieldset>
        <legend
          className={cn(
            layout === "inline"
              ? "mb-2 text-sm font-semibold text-ink"
              : "px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase",
          )}
        >
          {themeLabels.legend}
        </legend>
        {/* The segments' frame is a box of its own: a fieldset's border would cut through the
            legend. */}
        <div
          className={
            layout === "inline"
              ? "grid grid-cols-3 gap-1 rounded-full border border-line bg-surface p-1"
              : "grid gap-1"
          }
        >
          {themeLabels.options.map((option) => (
            <label
              key={option.value}
              className={cn(
                "theme-option px-3 py-2",
                layout === "inline" ? "justify-center rounded-full" : "rounded-xl",
              )}
            >
              <input
                type="radio"
                name="theme"
                value={option.value}
                defaultChecked={option.value === "system"}
                className={layout === "inline" ? "sr-only" : radioInputClass}
              />
              <Icon name={option.icon} className="size-4" />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
  if (layout === "inline") return <div className={cn("noscript:hidden", className)}>{group}</div>;
  const anchor = `--${id}`;
  return (
    <div className={cn("relative noscript:hidden", className)}>
      <button
        type="button"
        popoverTarget={id}
        aria-controls={id}
        style={{ anchorName: anchor } as CSSProperties}
        className="icon-button icon-button-soft"
      >
        <Icon name="sun" className="size-5 dark:hidden" />
        <Icon name="moon" className="hidden size-5 dark:block" />
        <span className="sr-only">
          {themeLabels.button}{" "}
          <span className="theme-current">
            {themeLabels.options.map((option) => (
              <span key={option.value} data-value={option.value}>
                {option.label}
              </span>
            ))}
          </span>
        </span>
      </button>
      <HeaderPopover id={id} anchor={anchor} align="end" className="w-44">
        {group}
      </HeaderPopover>
    </div>
  );
}
