import type { CSSProperties, ReactNode } from "react";
import { cn } from "../../lib/utils";

/**
 * A panel of the header that opens under its button: a native `popover` (the button names it in
 * `popovertarget` and sets `anchor-name: <anchor>`), placed by CSS anchor positioning
 * (`.header-popover` in app.css), centred under the button or with right edges aligned (`align`).
 * The nav menus and the theme control use it. `className` sizes the box.
 */
export function HeaderPopover({
  id,
  anchor,
  align,
  className,
  children,
}: {
  id: string;
  anchor: string;
  align: "center" | "end";
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      popover="auto"
      data-align={align}
      className="header-popover"
      style={{ positionAnchor: anchor } as CSSProperties}
    >
      <div
        className={cn(
          "rounded-2xl border border-line bg-raised p-2 shadow-xl shadow-slate-900/10 dark:shadow-black/40",
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}
