/** @jest-environment node */
import { prerender } from 'react-dom/static';
import { WhenVisible } from './when-visible.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('WhenVisible on the server', () => {
  it('renders its content at once, since nothing scrolls there, marked for the browser to hydrate later', async () => {
    const load = jest.fn(async () => Greeting);
    const { prelude } = await prerender(
      <WhenVisible load={load} props={{ name: 'Grace' }} fallback={<p>Loading…</p>} />,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain('Hello <!-- -->Grace');
    expect(html).not.toContain('Loading…');
    expect(html).toContain('data-deferred=""');
    expect(html).not.toContain('data-loaded');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
