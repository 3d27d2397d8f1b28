import { cn } from "../../lib/utils";

interface SwitchProps {
  /** The switch's accessible name. */
  label: string;
  defaultChecked?: boolean;
  className?: string;
}

/**
 * A switch that needs no script: a native checkbox with role="switch" (the browser exposes it as a
 * switch, on or off, and Space toggles it), drawn as a track and a thumb. What it switches is CSS on
 * an ancestor, through `:has([role=switch]:checked)`, so it works before and without JavaScript;
 * the browser also restores its state on a reload and on going back.
 */
export function Switch({ label, defaultChecked, className }: SwitchProps) {
  return (
    <span className={cn("relative inline-flex shrink-0", className)}>
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        defaultChecked={defaultChecked}
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full focus-visible:outline-none"
      />
      <span
        aria-hidden="true"
        className="inline-flex h-7 w-12 items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors peer-checked:bg-brand-600 peer-checked:*:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-page dark:bg-slate-600 dark:peer-checked:bg-brand-500"
      >
        <span className="block size-6 rounded-full bg-white shadow-md transition-transform" />
      </span>
    </span>
  );
}
