import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { WhenVisible } from './when-visible.tsx';

// The server render waits for the content; the browser's waits for the viewport.
let mockServerRender = false;
jest.mock('./deferred.ts', () => ({ isServerRender: () => mockServerRender }));

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

/**
 * The markup the renderer would store for `page`. React's Node build schedules its work with setImmediate,
 * which the jsdom environment leaves out.
 */
async function serverMarkup(page: ReactNode): Promise<string> {
  mockServerRender = true;
  Object.assign(globalThis, { setImmediate: (work: () => void) => setTimeout(work, 0) });
  try {
    return await new Response((await prerender(page)).prelude).text();
  } finally {
    mockServerRender = false;
    delete (globalThis as { setImmediate?: unknown }).setImmediate;
  }
}

describe('WhenVisible on a prerendered page', () => {
  it('keeps its server markup when the page around it re-renders at once before its code is in', async () => {
    const load = jest.fn(async () => Greeting);
    let rerender = () => {};
    // Like Home: the page passes a new props object each render, and re-renders on an SWR answer, which React
    // applies at once (not as a transition).
    function Page() {
      const [count, setCount] = useState(0);
      rerender = () => setCount((n) => n + 1);
      return (
        <>
          <p>Rendered {count}</p>
          <WhenVisible load={load} props={{ name: 'Grace' }} fallback={<p>Loading…</p>} />
        </>
      );
    }
    const html = await serverMarkup(<Page />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(load).toHaveBeenCalledTimes(1);

    act(() => flushSync(rerender));
    expect(screen.getByText('Rendered 1')).toBeInTheDocument();
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(recoverable).toEqual([]);

    await scrollIntoView();
    expect(screen.getByText('Hello Grace').parentElement).toHaveAttribute('data-loaded');
    expect(load).toHaveBeenCalledTimes(2);
    expect(recoverable).toEqual([]);
  });
});
