import { isCurrentPath, layoutLabels, type HeaderEntry } from "../../content/navigation";
import { cn } from "../../lib/utils";
import { NavDropdown } from "./nav-dropdown";

/** The header's main navigation for large screens: links and dropdown menus, static HTML. */
export function HeaderNav({
  entries,
  pathname,
}: {
  entries: readonly HeaderEntry[];
  pathname: string;
}) {
  return (
    <nav aria-label={layoutLabels.headerNav} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {entries.map((entry) =>
          entry.kind === "menu" ? (
            <NavDropdown key={entry.label} menu={entry} pathname={pathname} />
          ) : (
            <li key={entry.href} hidden={entry.hidden}>
              <a
                href={entry.href}
                aria-current={isCurrentPath(entry.href, pathname) ? "page" : undefined}
                className={cn(
                  "rounded-full px-4 py-2 text-sm font-medium transition-colors hover:bg-slate-900/5 dark:hover:bg-white/10 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                  isCurrentPath(entry.href, pathname)
                    ? "bg-accent-soft text-accent"
                    : "text-ink-soft",
                )}
              >
                {entry.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
