import { useRef, useState } from 'react';

/**
 * State and button props for a dialog or popover whose code loads on first use, not with the page: pass
 * `triggerProps` to the button that opens it, render the lazy dialog only once `used` is true (inside
 * Suspense), and give it `open`, `setOpen` and `trigger` (for focus to return to). `preload` starts fetching
 * the code as the visitor heads for the button; `controls` is the dialog's id. `toggle` makes a second click
 * close it (a popover); otherwise a click opens it (a modal, which closes itself).
 */
export function useFirstUseDialog({
  preload,
  controls,
  toggle = false,
}: {
  preload: () => void;
  controls: string;
  toggle?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
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
      setUsed(true);
      setOpen((wasOpen) => (toggle ? !wasOpen : true));
    },
  };
  return { open, setOpen, used, trigger, triggerProps };
}
