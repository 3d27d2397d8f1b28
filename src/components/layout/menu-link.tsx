import type { ReactNode } from "react";
import { isCurrentPath } from "../../content/navigation";

/**
 * A link of the header's menus (the main navigation, a dropdown's panel, the mobile menu): marked
 * `aria-current="page"` on the page it points to, which its component class (`nav-link`,
 * `menu-item`, `mobile-menu-link` in app.css) highlights.
 */
export function MenuLink({
  href,
  pathname,
  className,
  children,
}: {
  href: string;
  pathname: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      aria-current={isCurrentPath(href, pathname) ? "page" : undefined}
      className={className}
    >
      {children}
    </a>
  );
}
