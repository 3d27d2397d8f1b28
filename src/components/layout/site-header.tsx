import { getStartedLink, headerNav, isCurrentPath, loginLink } from "../../content/navigation";
import { useScrolledPast } from "../../hooks/use-scrolled-past";
import { cn } from "../../lib/utils";
import { buttonVariants } from "../ui/button";
import { LogoLink } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { SiteSearch } from "./site-search";

export const COMPACT_HEADER_THRESHOLD = 10;

/** The fixed site header; `pathname` is the current page, for `aria-current`. */
export function SiteHeader({ pathname }: { pathname: string }) {
  const compact = useScrolledPast(COMPACT_HEADER_THRESHOLD);
  return (
    <header
      data-compact={compact || undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,padding,box-shadow] duration-300",
        compact
          ? "bg-white/80 py-2 shadow-sm shadow-slate-900/5 backdrop-blur-md"
          : "bg-transparent py-4 lg:py-5",
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <LogoLink />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerNav.map((entry) =>
              entry.kind === "menu" ? (
                <NavDropdown key={entry.label} menu={entry} pathname={pathname} />
              ) : (
                <li key={entry.href} hidden={entry.hidden}>
                  <a
                    href={entry.href}
                    aria-current={isCurrentPath(entry.href, pathname) ? "page" : undefined}
                    className={cn(
                      "rounded-full px-4 py-2 text-sm font-medium transition-colors hover:bg-slate-900/5 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                      isCurrentPath(entry.href, pathname)
                        ? "bg-brand-50 text-brand-700"
                        : "text-slate-700",
                    )}
                  >
                    {entry.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SiteSearch />
          <a
            href={loginLink.href}
            hidden={loginLink.hidden}
            className={buttonVariants({ variant: "ghost", size: "sm" })}
          >
            {loginLink.label}
          </a>
          <a
            href={getStartedLink.href}
            aria-current={isCurrentPath(getStartedLink.href, pathname) ? "page" : undefined}
            className={cn(
              buttonVariants({ variant: "gradient", size: "sm" }),
              "max-sm:hidden",
            )}
          >
            {getStartedLink.label}
          </a>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
