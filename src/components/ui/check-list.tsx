import { cn } from "../../lib/utils";
import { Icon } from "./icon";

/** Each look: the list's spacing, an item's, and its tick's. */
const looks = {
  /** Small print in a card: a tight list of short lines. */
  sm: {
    list: "gap-2 text-sm text-ink-soft",
    item: "gap-2",
    tick: "size-4 text-brand-600 dark:text-brand-400",
  },
  /** A section's points beside its heading. */
  md: {
    list: "gap-3 text-ink-soft",
    item: "gap-3",
    tick: "size-5 text-brand-600 dark:text-brand-400",
  },
  /** On a dark band. */
  inverse: { list: "gap-4 text-slate-100", item: "gap-3", tick: "size-5 text-brand-300" },
  /** Each point on a tile of its own. */
  tiles: {
    list: "gap-4 text-ink",
    item: "gap-3 rounded-xl bg-accent-soft/70 p-4",
    tick: "size-5 text-accent",
  },
};

/**
 * The one list of points with a tick before each (features, benefits, use cases, plan limits).
 * The tick is decorative; the list is a list. `className` places it (margin, flex, text size).
 */
export function CheckList({
  items,
  look = "md",
  className,
}: {
  items: readonly string[];
  look?: keyof typeof looks;
  className?: string;
}) {
  const { list, item, tick } = looks[look];
  return (
    <ul className={cn("grid", list, className)}>
      {items.map((text) => (
        <li key={text} className={cn("flex", item)}>
          <Icon name="check" className={cn("mt-0.5 shrink-0", tick)} />
          {text}
        </li>
      ))}
    </ul>
  );
}
