import type { SimpleIcon } from "simple-icons";
import { cn } from "../../lib/utils";

interface BrandLogoProps {
  name: string;
  /** A simple-icons icon; without one, a letter tile in `color`. */
  icon?: Pick<SimpleIcon, "path" | "hex">;
  color?: string;
  letter?: string;
  className?: string;
  /** Announce as an image named `label`; decorative (hidden) otherwise. */
  label?: string;
}

/** A brand mark drawn inline (no request), or a letter tile where the brand has no icon. */
export function BrandLogo({ name, icon, color, letter, className, label }: BrandLogoProps) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  if (icon) {
    return (
      <svg viewBox="0 0 24 24" className={cn("size-8", className)} fill={`#${icon.hex}`} {...a11y}>
        <path d={icon.path} />
      </svg>
    );
  }
  return (
    <span
      className={cn(
        "grid size-8 place-items-center rounded-lg text-sm font-bold text-white",
        className,
      )}
      style={{ backgroundColor: color ?? "#4f46e5" }}
      {...a11y}
    >
      {letter ?? name.charAt(0)}
    </span>
  );
}
