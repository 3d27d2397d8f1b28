import { cn } from "../../lib/utils";

/**
 * A decorative icon whose SVG markup was rendered at build time (lib/icon-svg.server.ts), so its
 * code never ships to the browser.
 */
export function SvgIcon({ svg, className }: { svg: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex shrink-0", className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
