import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from '@site/shared';
import styles from './confirm-dialog.module.css';

/** What a confirmed button says and does. */
interface ConfirmProps {
  /** The button's accessible text, e.g. 'Delete Amara Okafor, MD'. */
  triggerLabel: ReactNode;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => Promise<void>;
}

/**
 * A delete button that asks first: an accessible dialog (focus moves in and
 * returns, Escape cancels) naming what will go, with Cancel first so Enter does not delete by accident.
 * `onConfirm` runs on Delete; while it runs the dialog stays, and an error it throws is shown in the dialog.
 */
export function ConfirmDelete(props: ConfirmProps) {
  return <ConfirmAction {...props} />;
}

/**
 * A button that asks first, as ConfirmDelete does, for any action that replaces what is stored (e.g. restoring
 * an earlier version): `busyLabel` shows while `onConfirm` runs, `failure` when its error has no message of its
 * own, and `destructive: false` drops the warning colours of a deletion. `disabled` keeps the dialog shut while
 * the screen is busy with something else; `onCloseAutoFocus` may call `preventDefault()` and focus another
 * control when the action removes its own button.
 */
export function ConfirmAction({
  triggerLabel,
  title,
  description,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting…',
  failure = 'The record could not be deleted. Please try again.',
  destructive = true,
  disabled = false,
  onCloseAutoFocus,
  onConfirm,
}: ConfirmProps & {
  busyLabel?: string;
  failure?: string;
  destructive?: boolean;
  disabled?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setProblem((error as Error).message || failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy || (next && disabled) ? undefined : setOpen(next))}>
      <Dialog.Trigger asChild>
        <Button
          variant="secondary"
          className={destructive ? styles.danger : undefined}
          aria-disabled={disabled || undefined}
        >
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {problem && (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button
              className={destructive ? styles.confirm : undefined}
              aria-disabled={busy || undefined}
              onClick={() => void confirm()}
            >
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
