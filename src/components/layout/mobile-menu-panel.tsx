import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { RefObject } from "react";
import { getStartedLink, isCurrentPath, mobileNav } from "../../content/navigation";
import { cn } from "../../lib/utils";
import { buttonVariants } from "../ui/button";
import { LogoLink } from "./logo";

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * Full-screen menu. Radix Dialog traps focus, locks page scroll and closes on Escape; a click
 * outside the menu's links or on any link closes it too, with a 0.3 s fade; focus returns to the
 * menu button.
 */
export function MobileMenuPanel({
  open,
  onOpenChange,
  pathname,
  returnFocusTo,
}: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* The overlay is what locks page scrolling while the menu is open. */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-white data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          onClick={(event) => {
            if (event.target === event.currentTarget) close();
          }}
          className="fixed inset-0 z-50 overflow-y-auto bg-white/95 backdrop-blur-md data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <div className="mx-auto flex max-w-md flex-col gap-8 px-6 py-5">
            <div className="flex items-center justify-between">
              <LogoLink onClick={close} />
              <DialogPrimitive.Close
                className="grid size-11 place-items-center rounded-full text-slate-800 hover:bg-slate-900/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                aria-label="Close menu"
              >
                <X className="size-6" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
            <nav aria-label="Mobile">
              <ul className="grid gap-1">
                {mobileNav.map((link) => {
                  const current = isCurrentPath(link.href, pathname);
                  return (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        onClick={close}
                        aria-current={current ? "page" : undefined}
                        className={cn(
                          "block rounded-xl px-4 py-3 text-lg font-semibold hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                          current ? "bg-brand-50 text-brand-700" : "text-slate-900",
                        )}
                      >
                        {link.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <a
              href={getStartedLink.href}
              onClick={close}
              className={buttonVariants({ variant: "gradient", size: "lg" })}
            >
              {getStartedLink.label}
            </a>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
