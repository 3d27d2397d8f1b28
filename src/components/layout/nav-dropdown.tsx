import { Icon } from "../ui/icon";
import type { CSSProperties } from "react";
import { isCurrentPath, type NavMenu } from "../../content/navigation";
import { slugify } from "../../lib/slug";
import { cn } from "../../lib/utils";
import { HeaderPopover } from "./header-popover";

/**
 * A disclosure navigation menu, static HTML that needs no script. The button toggles its panel as
 * a popover (`popovertarget`): click, tap, Enter or Space open and close it, Escape and a click
 * outside close it, and the browser exposes the button's expanded state. Hover and keyboard focus
 * open it too: an interest invoker (`interestfor`) where the browser has them, and hover by CSS
 * everywhere (`.nav-menu` in app.css).
 */
export function NavDropdown({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const panelId = `nav-menu-${slugify(menu.label)}`;
  const anchor = `--${panelId}`;
  const active = menu.items.some((item) => isCurrentPath(item.href, pathname));
  return (
    <li className={cn("nav-menu group relative", menu.hidden && "hidden")} hidden={menu.hidden}>
      <button
        type="button"
        popoverTarget={panelId}
        {...{ interestfor: panelId }}
        aria-controls={panelId}
        style={{ anchorName: anchor } as CSSProperties}
        className={cn(
          "inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-medium transition-colors hover:bg-slate-900/5 dark:hover:bg-white/10 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 group-has-[:popover-open]:text-accent",
          active ? "text-accent" : "text-ink-soft",
        )}
      >
        {menu.label}
        <Icon
          name="chevron-down"
          className="size-4 transition-transform group-has-[:popover-open]:rotate-180"
        />
      </button>
      <HeaderPopover id={panelId} anchor={anchor} align="center" className="w-80">
        <ul className="grid gap-1">
          {menu.items.map((item) => {
            const current = isCurrentPath(item.href, pathname);
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "block rounded-xl px-3 py-2.5 hover:bg-accent-soft focus-visible:bg-accent-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                    current && "bg-accent-soft",
                  )}
                >
                  <span
                    className={cn(
                      "block text-sm font-semibold",
                      current ? "text-accent" : "text-ink",
                    )}
                  >
                    {item.label}
                  </span>
                  {item.description ? (
                    <span className="block text-xs text-ink-muted">{item.description}</span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      </HeaderPopover>
    </li>
  );
}
