import type { SidebarGroup } from "../../../lib/docs-nav";
import { cn } from "../../../lib/utils";

/** Every docs page grouped by section, the current one marked with aria-current="page". */
export function DocsSidebar({
  groups,
  current,
  label,
}: {
  groups: SidebarGroup[];
  current: string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      {groups.map((group) => (
        <div key={group.section} className="mb-6 last:mb-0">
          <h2 className="mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-ink-muted">
            <a href={group.hub} className="hover:text-accent">
              {group.label}
            </a>
          </h2>
          <ul className="space-y-0.5">
            {group.pages.map((page) => {
              const active = page.path === current;
              return (
                <li key={page.path}>
                  <a
                    href={page.path}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "block rounded-lg px-3 py-1.5 text-sm transition-colors",
                      active
                        ? "bg-accent-soft font-semibold text-accent"
                        : "text-ink-soft hover:bg-slate-100 hover:text-ink dark:hover:bg-slate-800",
                    )}
                  >
                    {page.title}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
