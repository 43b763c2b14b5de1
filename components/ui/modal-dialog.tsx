"use client";

import { useEffect, useId, useRef } from "react";

type Props = {
  open: boolean;
  /** Called when the dialog closes by any way: a button, Escape, or the form's method="dialog". */
  onClose: () => void;
  title: string;
  children: React.ReactNode;
};

/**
 * A native modal <dialog>: showModal() makes the page behind it inert (focus
 * stays inside), Escape closes it, focus returns to the button that opened it,
 * and the title names it.
 */
export function ModalDialog({ open, onClose, title, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {open ? children : null}
    </dialog>
  );
}
