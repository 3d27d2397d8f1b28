import { layoutLabels, type HeaderEntry } from "../../content/navigation";
import { MenuLink } from "./menu-link";
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
              <MenuLink href={entry.href} pathname={pathname} className="nav-link">
                {entry.label}
              </MenuLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
