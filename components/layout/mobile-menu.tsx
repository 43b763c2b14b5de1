"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "./icons";
import { SearchBox } from "./search-box";
import { focusRingFlush } from "@/components/ui/focus-ring";
import { usePathname } from "@/lib/i18n/navigation-hooks";

/**
 * The header's menu under 768 px: a button that shows a panel with the search
 * box and `children` (the links, rendered on the server). It closes on Escape
 * (focus returns to the button), when a link in it is followed, after a
 * search, and on any other navigation (Back/Forward). `label`: the button's
 * accessible name, in the page's language (the header's server text).
 */
export function MobileMenu({ label, children }: { label: string; children: React.ReactNode }) {
  const pathname = usePathname();
  // Open only on the page where it was opened: navigating elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpenOn(null);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={`grid size-10 place-items-center rounded-md text-ink hover:bg-neutral-100 ${focusRingFlush}`}
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-neutral-200 bg-white px-4 pt-4 pb-6 shadow-lg"
        onClick={(event) => {
          if ((event.target as Element).closest("a")) close();
        }}
      >
        <SearchBox onSearch={close} className="mb-3" />
        {children}
      </div>
    </div>
  );
}
