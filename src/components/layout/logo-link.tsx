import { layoutLabels } from "../../content/navigation";
import { site } from "../../shared/site";
import { cn } from "../../lib/utils";
import { fill } from "../../shared/fill";

/**
 * Where a logo is on a page. A page can show several (the header's, the mobile menu's, the
 * footer's), and each draws its own gradient under an id of its own: no two elements of a page
 * share an id.
 */
export type LogoPlace = "header" | "menu" | "footer" | "staff" | "sign-in";

export function LogoMark({ place, className }: { place: LogoPlace; className?: string }) {
  const gradient = `logo-gradient-${place}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path
        d="M9 23 16 8l7 15"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="19" r="2.4" fill="#fff" />
    </svg>
  );
}

/** The logo linking home, with a screen-reader label about what the site does. */
export function LogoLink({
  place,
  className,
  onClick,
}: {
  place: LogoPlace;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <a
      href="/"
      onClick={onClick}
      className={cn(
        "flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4",
        className,
      )}
    >
      <LogoMark place={place} />
      <span className="text-xl font-bold tracking-tight text-ink" aria-hidden="true">
        {site.name}
      </span>
      <span className="sr-only">{fill(layoutLabels.homeLink, { name: site.name })}</span>
    </a>
  );
}
