import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from './when-visible.tsx';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: { callback: Callback; target?: Element }[] = [];

// Reports nothing until the test scrolls a target into view.
class ControlledObserver {
  readonly callback: Callback;
  constructor(callback: Callback) {
    this.callback = callback;
  }
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  disconnect() {}
}

const scrollIntoView = () =>
  act(async () => {
    for (const { callback, target } of observed) callback([{ isIntersecting: true, target }]);
  });

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

beforeEach(() => {
  observed = [];
  Object.assign(window, { IntersectionObserver: ControlledObserver });
});

describe('WhenVisible', () => {
  it('fetches the code only once its place nears the viewport, showing the fallback until then', async () => {
    const load = jest.fn(async () => Greeting);
    render(<WhenVisible load={load} props={{ name: 'Ada' }} fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();

    await scrollIntoView();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello Ada').parentElement).toHaveAttribute('data-loaded');
  });
});
