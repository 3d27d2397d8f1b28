import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { isCurrentPath, type NavMenu } from "../../content/navigation";
import { useHydrated } from "../../hooks/use-hydrated";
import { cn } from "../../lib/utils";

const CLOSE_DELAY_MS = 150;

/**
 * A disclosure navigation menu: opens on hover, on keyboard focus, and with Enter, Space or
 * ArrowDown; arrows move between its links; Escape closes it and returns focus to its button.
 */
export function NavDropdown({
  menu,
  pathname,
  chevron,
}: {
  menu: NavMenu;
  pathname: string;
  /** The button's chevron icon, rendered by the static header (no icon code in this island). */
  chevron?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const pointerType = useRef("");
  const suppressFocusOpen = useRef(false);
  const active = menu.items.some((item) => isCurrentPath(item.href, pathname));

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const closeAndFocusButton = () => {
    setOpen(false);
    suppressFocusOpen.current = true;
    buttonRef.current?.focus();
    suppressFocusOpen.current = false;
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    // The panel renders on the next frame; focus its link then.
    requestAnimationFrame(() => focusLink(index));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeAndFocusButton();
    }
  };

  return (
    <li
      className={cn("group relative", menu.hidden && "hidden")}
      hidden={menu.hidden}
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={() => {
        closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        onFocus={(event) => {
          if (!suppressFocusOpen.current && event.currentTarget.matches(":focus-visible"))
            setOpen(true);
        }}
        onClick={() => {
          // A mouse already opened the menu by hovering: a click keeps it open. Touch and keys toggle.
          setOpen((wasOpen) => (pointerType.current === "mouse" ? true : !wasOpen));
          pointerType.current = "";
        }}
        onKeyDown={onButtonKeyDown}
        className={cn(
          "inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-medium transition-colors hover:bg-slate-900/5 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
          active || open ? "text-brand-700" : "text-slate-700",
        )}
      >
        {menu.label}
        <span
          className={cn("inline-flex size-4 transition-transform", open && "rotate-180")}
          aria-hidden="true"
        >
          {chevron}
        </span>
      </button>
      {/* Until its code runs, the menu opens by CSS alone, on hover and on focus inside it. */}
      <div
        id={panelId}
        className={cn(
          "absolute left-1/2 top-full z-50 w-80 -translate-x-1/2 pt-2",
          hydrated ? !open && "hidden" : "hidden group-hover:block group-focus-within:block",
        )}
      >
        {/* Arrow keys and Escape pressed on the menu's links bubble up to the list. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul
          ref={listRef}
          onKeyDown={onListKeyDown}
          className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10"
        >
          {menu.items.map((item) => {
            const current = isCurrentPath(item.href, pathname);
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={current ? "page" : undefined}
                  onClick={() => setOpen(false)}
                  className={cn(
                    "block rounded-xl px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                    current && "bg-brand-50",
                  )}
                >
                  <span
                    className={cn(
                      "block text-sm font-semibold",
                      current ? "text-brand-700" : "text-slate-900",
                    )}
                  >
                    {item.label}
                  </span>
                  {item.description ? (
                    <span className="block text-xs text-slate-600">{item.description}</span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
