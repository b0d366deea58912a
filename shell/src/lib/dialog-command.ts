/**
 * Whether the browser runs a button's `commandfor`/`command` itself (invoker commands: Chromium 135,
 * Firefox 144, Safari 26.2). Takes the window to ask; returns true where it does.
 */
function hasInvokerCommands(win: Window & typeof globalThis = window): boolean {
  return 'command' in win.HTMLButtonElement.prototype;
}

/**
 * Runs a dialog button's invoker command (`command="show-modal"` or `"close"` on the `<dialog>` its
 * `commandfor` names) for a browser that does not (docs/design.md#speed, header popups). Takes the button
 * clicked; does nothing where the browser runs the command itself, or for any other button.
 */
export function runDialogCommand(button: Element): void {
  const win = button.ownerDocument.defaultView;
  if (!win || hasInvokerCommands(win)) return;
  const dialog = button.ownerDocument.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof win.HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  else if (command === 'close') dialog.close();
}
