import type { ComponentProps } from 'react';
import { runDialogCommand } from './dialog-command.ts';

/**
 * A button that runs an invoker command on the `<dialog>` whose id is `dialog` (`command="show-modal"` or
 * `"close"`; docs/design.md#speed, header popups): the browser runs it with no script, and where it cannot,
 * the click runs it (runDialogCommand). Takes the dialog's id, the command and any other button props
 * (class, label, children); renders a `type="button"` button.
 */
export function DialogCommandButton({
  dialog,
  command,
  ...props
}: { dialog: string; command: 'show-modal' | 'close' } & Omit<ComponentProps<'button'>, 'type' | 'onClick'>) {
  return (
    <button
      {...props}
      type="button"
      commandfor={dialog}
      command={command}
      onClick={(event) => runDialogCommand(event.currentTarget)}
    />
  );
}
