// Invoker commands (HTML's commandfor and command attributes), which @types/react does not list yet. React
// passes them to the DOM as written.
import 'react';

declare module 'react' {
  // Merged into React's own interface, whose type parameter it must repeat by name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
