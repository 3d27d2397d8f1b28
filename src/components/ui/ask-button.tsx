import { assistantApi } from "../../shared/assistant-api";
import { ASSISTANT_PANEL_ID } from "../../lib/open-assistant";
import { cn } from "../../lib/utils";
import { buttonVariants, type ButtonVariantProps } from "./button";
import { Icon } from "./icon";

/**
 * What opens Ask Automatica (the header, the mobile menu, "Try it" beside a drawing of a support
 * assistant): with scripting, a button that opens the panel's modal dialog by itself
 * (`command="show-modal"`, no script of ours; components/layout/assistant-panel.tsx); without, a
 * link to the /ask page, whose form the server answers. Static HTML: no island.
 */
export function AskButton({
  label,
  context,
  variant = "ghost",
  size = "sm",
  className,
  labelClassName,
}: {
  label: string;
  /** The header's narrows it to its icon below 1280 px (`max-xl:sr-only`): still its name. */
  labelClassName?: string;
  /** Read after the label by screen readers only. */
  context?: string;
  className?: string;
} & ButtonVariantProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  const content = (
    <>
      <Icon name="sparkles" />
      {labelClassName ? <span className={labelClassName}>{label}</span> : label}
      {context ? <span className="sr-only">{context}</span> : null}
    </>
  );
  return (
    <>
      <button
        type="button"
        {...{ command: "show-modal", commandfor: ASSISTANT_PANEL_ID }}
        aria-haspopup="dialog"
        className={cn(classes, "noscript:hidden")}
      >
        {content}
      </button>
      <a href={assistantApi.page} className={cn(classes, "scripting:hidden")}>
        {content}
      </a>
    </>
  );
}
