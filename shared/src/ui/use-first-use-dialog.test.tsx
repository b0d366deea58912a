import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useFirstUseDialog } from './use-first-use-dialog.ts';

function Trigger({ preload }: { preload: () => void }) {
  const { open, used, triggerProps } = useFirstUseDialog({ preload, controls: 'dialog' });
  return (
    <>
      <button {...triggerProps}>Menu</button>
      {used && <p>{open ? 'open' : 'closed'}</p>}
    </>
  );
}

describe('useFirstUseDialog', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    window.cancelIdleCallback = jest.fn();
  });

  it('fetches the dialog’s code once the browser is idle after the page has hydrated, before any tap', () => {
    const preload = jest.fn();
    render(<Trigger preload={preload} />);
    expect(preload).not.toHaveBeenCalled();
    act(() => idle.forEach((run) => run()));
    expect(preload).toHaveBeenCalled();
  });

  it('fetches it as the visitor heads for the button, and opens on the tap', async () => {
    const preload = jest.fn();
    render(<Trigger preload={preload} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    expect(preload).toHaveBeenCalled();
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives up the idle fetch when the button goes away first', () => {
    const { unmount } = render(<Trigger preload={jest.fn()} />);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });
});
