import type { ReactNode } from "react";
import { assistantPanelCopy } from "../../content/assistant-panel";
import { getStartedLink, isCurrentPath, loginLink } from "../../content/navigation";
import { cn } from "../../lib/utils";
import { AskButton } from "../ui/ask-button";
import { buttonVariants } from "../ui/button";
import { containerVariants } from "../ui/section";
import { LogoLink } from "./logo-link";
import { ThemeControl } from "./theme-control";

/**
 * The fixed site header, static HTML that needs no script. The layout passes in `nav` (the
 * dropdown menus, popovers), `search` (the search island) and `menu` (the mobile menu, a dialog). It turns compact and
 * translucent past 10 px of scroll by CSS alone (`.site-header` in app.css, a scroll-driven
 * animation), so it costs no script. The theme control (Light, Dark, System) is static HTML too,
 * run by the head's theme script. "Ask Automatica" opens the assistant's panel (a dialog, by the
 * browser) or, without scripting, links to /ask; in the mobile menu below 640 px. `pathname` is the current page, for `aria-current`.
 */
export function SiteHeader({
  pathname,
  nav,
  search,
  menu,
}: {
  pathname: string;
  nav?: ReactNode;
  search?: ReactNode;
  menu?: ReactNode;
}) {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40">
      <div className={cn(containerVariants(), "flex items-center justify-between gap-4")}>
        <LogoLink place="header" />
        {nav}
        <div className="flex items-center gap-2">
          <AskButton
            label={assistantPanelCopy.open}
            labelClassName="max-xl:sr-only"
            className="max-sm:hidden max-xl:size-11 max-xl:px-0"
          />
          {search}
          <ThemeControl id="theme-menu" layout="popover" className="max-sm:hidden" />
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
            className={cn(buttonVariants({ variant: "gradient", size: "sm" }), "max-sm:hidden")}
          >
            {getStartedLink.label}
          </a>
          {menu}
        </div>
      </div>
    </header>
  );
}
