import { Icon } from "../ui/icon";
import { AskButton } from "../ui/ask-button";
import { assistantPanelCopy } from "../../content/assistant-panel";
import { getStartedLink, mobileMenuLabels, mobileNav } from "../../content/navigation";
import { buttonVariants } from "../ui/button";
import { LogoLink } from "./logo-link";
import { MenuLink } from "./menu-link";
import { ThemeControl } from "./theme-control";

export const MOBILE_MENU_ID = "mobile-menu";

/** Invoker commands (`command`, `commandfor`): not in React's types yet, so spread as attributes. */
const command = (name: "show-modal" | "close") => ({ command: name, commandfor: MOBILE_MENU_ID });

/**
 * The menu for small screens, static HTML that needs no script: its button opens a modal
 * `<dialog>` (`command="show-modal"`), which traps focus, closes on Escape, on its close button
 * and on a click outside it (`closedby="any"`), and locks page scrolling while open (app.css),
 * with a 0.3 s fade. Following a link closes it: a navigation leaves the page, and the header
 * script (lib/header-script.ts) closes it for a link to the same page.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <>
      <button
        type="button"
        {...command("show-modal")}
        aria-label={mobileMenuLabels.open}
        aria-haspopup="dialog"
        aria-controls={MOBILE_MENU_ID}
        className="icon-button lg:hidden"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <dialog
        id={MOBILE_MENU_ID}
        {...{ closedby: "any" }}
        aria-label={mobileMenuLabels.dialog}
        className="mobile-menu"
      >
        <div className="mx-auto flex max-w-md flex-col gap-8 px-6 py-5">
          <div className="flex items-center justify-between">
            <LogoLink place="menu" />
            <button
              type="button"
              {...command("close")}
              aria-label={mobileMenuLabels.close}
              className="icon-button"
            >
              <Icon name="close" className="size-6" />
            </button>
          </div>
          <nav aria-label={mobileMenuLabels.nav}>
            <ul className="grid gap-1">
              {mobileNav.map((link) => (
                <li key={link.href}>
                  <MenuLink href={link.href} pathname={pathname} className="mobile-menu-link">
                    {link.label}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
          <a
            href={getStartedLink.href}
            className={buttonVariants({ variant: "gradient", size: "lg" })}
          >
            {getStartedLink.label}
          </a>
          <AskButton label={assistantPanelCopy.open} variant="outline" size="lg" />
          <ThemeControl id="theme-menu-mobile" layout="inline" />
        </div>
      </dialog>
    </>
  );
}
