// Invoker commands (HTML's commandfor and command attributes) and a dialog's closedby, which @types/react does not
// list yet. React passes them to the DOM as written.
import 'react';

declare module 'react' {
  // Merged into React's own interface, whose type parameter it must repeat by name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
  // A dialog's light dismiss (`closedby`): `any` closes a modal on Escape and on a click outside it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
