"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { reloadWhenRestoredFromCache } from "./client-session";
import { LogoutButton } from "./logout-button";
import { SessionRefresher } from "./session-refresher";
import { focusHighlight, focusRingFlush } from "@/components/ui/focus-ring";
import { Link } from "@/lib/i18n/navigation";

// The header's account entry for a logged-in shopper (spec §2): a disclosure
// menu (button with aria-expanded; Escape, a click outside or tabbing away
// closes it; arrow keys move between items). Guests get Login and Sign up
// from HeaderAccount, which loads this file only for a signed-in shopper.

const ITEMS = [
  { href: "/profile", label: "profile" },
  { href: "/orders", label: "orders" },
  { href: "/my", label: "quotations" },
  { href: "/address", label: "address" },
  { href: "/contact", label: "contact" },
] as const;

const itemClass = `block w-full px-4 py-2 text-left text-sm text-neutral-800 hover:bg-brand-50 ${focusHighlight}`;

export function AccountMenu({ user }: { user: { name: string } }) {
  const t = useTranslations("Auth.menu");
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Mounted on every page while a shopper is signed in: such a page never comes back from the back/forward cache.
  useEffect(reloadWhenRestoredFromCache, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const last = event.key === "ArrowUp";
      requestAnimationFrame(() => focusItem(last ? -1 : 0));
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusItem(target);
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing away closes the menu. (A click elsewhere is handled by the pointerdown
        // listener: some browsers do not focus a clicked link, so relatedTarget may be null.)
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <SessionRefresher />
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={`flex max-w-48 items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-brand-50 ${focusRingFlush}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current text-brand-700">
          <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
        </svg>
        <span className="truncate">{user.name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 shrink-0 fill-current ${open ? "rotate-180" : ""}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open ? (
        <ul
          id={menuId}
          aria-label={t("label")}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-md border border-neutral-200 bg-white py-1 shadow-lg"
        >
          {ITEMS.map((item) => (
            <li key={item.href}>
              <Link href={item.href} data-menu-item className={itemClass} onClick={() => setOpen(false)}>
                {t(item.label)}
              </Link>
            </li>
          ))}
          <li className="border-t border-neutral-100">
            <LogoutButton data-menu-item className={itemClass} />
          </li>
        </ul>
      ) : null}
    </div>
  );
}
