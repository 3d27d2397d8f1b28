import { Icon } from "../ui/icon";
import type { CSSProperties } from "react";
import { isCurrentPath, type NavMenu } from "../../content/navigation";
import { slugify } from "../../lib/slug";
import { cn } from "../../lib/utils";
import { HeaderPopover } from "./header-popover";
import { MenuLink } from "./menu-link";

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
        data-active={active || undefined}
        className="nav-link inline-flex items-center gap-1"
      >
        {menu.label}
        <Icon
          name="chevron-down"
          className="size-4 transition-transform group-has-[:popover-open]:rotate-180"
        />
      </button>
      <HeaderPopover id={panelId} anchor={anchor} align="center" className="w-80">
        <ul className="grid gap-1">
          {menu.items.map((item) => (
            <li key={item.href}>
              <MenuLink href={item.href} pathname={pathname} className="menu-item">
                <span>{item.label}</span>
                {item.description ? <span>{item.description}</span> : null}
              </MenuLink>
            </li>
          ))}
        </ul>
      </HeaderPopover>
    </li>
  );
}
