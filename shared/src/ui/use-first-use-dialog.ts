import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * State and button props for a dialog whose code loads on first use, not with the page: pass
 * `triggerProps` to the button that opens it, render the lazy dialog only once `used` is true (inside
 * Suspense), and give it `open`, `setOpen` and `trigger` (for focus to return to). `preload` starts fetching
 * the code when the browser is first idle after the page has hydrated, or sooner as the visitor heads for the
 * button, so a first tap opens it without waiting for the network; `controls` is the dialog's id. A click
 * opens it, also one that comes between the browser closing it and its `close` event; the dialog closes
 * itself (a modal). Used by the team pages' profile dialogs; the header's popups
 * are the browser's own and need no script to open (docs/design.md#speed).
 */
export function useFirstUseDialog({ preload, controls }: { preload: () => void; controls: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // After the page's own work, not beside it: the code is small but the first paint and hydration come first.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return undefined;
    const idle = window.requestIdleCallback(() => preload(), { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, [preload]);
  const triggerProps = {
    ref: trigger,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? controls : undefined,
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: preload,
    onClick: () => {
      // The browser closes a modal at once but tells the page a task later (its `close` event): a tap in between
      // finds the dialog still rendered, and closed, and shows it again instead of being lost.
      const rendered = document.getElementById(controls);
      if (rendered instanceof HTMLDialogElement && !rendered.open) rendered.showModal();
      // A transition: the browser paints the tap's answer (the pressed button) at once, and React renders the
      // dialog right after, in slices, instead of holding that paint for the whole dialog.
      startTransition(() => {
        setUsed(true);
        setOpen(true);
      });
    },
  };
  return { open, setOpen, used, trigger, triggerProps };
}
