import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, serializeJsonLd } from './json-ld.tsx';

const hostile = {
  '@context': 'https://schema.org' as const,
  '@type': 'NewsArticle',
  headline: 'Closing </script><script>alert(1)</script> & <!-- comments --> \u2028 end',
};

it('serialises to JSON that parses back to the same value and holds no "<", ">" or "&"', () => {
  const text = serializeJsonLd(hostile);
  expect(text).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(text)).toEqual(hostile);
});

it('renders one application/ld+json script whose text cannot close the element early', () => {
  const markup = renderToStaticMarkup(<JsonLd data={[hostile, { '@type': 'Thing', name: 'b' }]} />);
  expect(markup.match(/<script/g)).toHaveLength(1);
  expect(markup.match(/<\/script>/g)).toHaveLength(1);
  expect(markup).toMatch(/^<script type="application\/ld\+json">.*<\/script>$/);
});

it('gives the page a data block whose JSON is the data passed in', () => {
  const { container } = render(<JsonLd data={hostile} />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(JSON.parse(script!.textContent!)).toEqual(hostile);
});
