import { fireEvent, render, screen } from '@testing-library/react';
import { LocationMap } from './location-map.tsx';
import type { MapPin } from './map-pin.ts';

// Real Leaflet in jsdom. jsdom lays nothing out, so give elements a size: Leaflet then places the map, its pins
// and its tiles as in a browser (jsdom never fetches the tile images).
const size = { clientWidth: 800, clientHeight: 500 };
const originals = Object.fromEntries(
  Object.keys(size).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

const pins: MapPin[] = [
  { id: 11, number: 1, name: 'Great Miami Regional Hospital', latitude: 39.7651, longitude: -84.2035 },
  { id: 12, number: 2, name: 'Southbrook Medical Center', latitude: 39.6871, longitude: -84.1692 },
  { id: 14, number: 4, name: 'Beavercreek Imaging Center', latitude: 39.7297, longitude: -84.0611 },
];

function renderMap(selectedId: number | null = null, onSelect = jest.fn()) {
  const view = render(<LocationMap pins={pins} selectedId={selectedId} onSelect={onSelect} describedBy="caption" />);
  return { ...view, onSelect };
}

describe('LocationMap', () => {
  it('is a labelled region with a keyboard-focusable pin button per location, numbered as in the list', () => {
    renderMap();
    const region = screen.getByRole('region', { name: 'Map of imaging locations' });
    expect(region).toHaveAttribute('aria-describedby', 'caption');
    for (const pin of pins) {
      const button = screen.getByRole('button', { name: `${pin.number} ${pin.name}` });
      expect(button).toHaveAttribute('tabindex', '0');
      expect(button).toHaveTextContent(String(pin.number));
    }
  });

  it('chooses a location when its pin is clicked, or activated with Enter or Space', () => {
    const { onSelect } = renderMap();
    // A bare click event: jsdom gives pointer events no coordinates, which Leaflet's pointer handling needs.
    fireEvent.click(screen.getByRole('button', { name: '2 Southbrook Medical Center' }));
    expect(onSelect).toHaveBeenLastCalledWith(12);

    const pin = screen.getByRole('button', { name: '4 Beavercreek Imaging Center' });
    fireEvent.keyDown(pin, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(14);
    fireEvent.keyDown(screen.getByRole('button', { name: '1 Great Miami Regional Hospital' }), { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith(11);
    fireEvent.keyDown(pin, { key: 'a' });
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('marks the selected pin pressed and follows the selection', () => {
    const { rerender, onSelect } = renderMap(12);
    expect(screen.getByRole('button', { name: '2 Southbrook Medical Center' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1 Great Miami Regional Hospital' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    rerender(<LocationMap pins={pins} selectedId={11} onSelect={onSelect} describedBy="caption" />);
    expect(screen.getByRole('button', { name: '1 Great Miami Regional Hospital' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '2 Southbrook Medical Center' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('credits OpenStreetMap and says so when the map images fail, keeping the pins', () => {
    renderMap();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');

    const tiles = document.querySelectorAll('img.leaflet-tile');
    expect(tiles.length).toBeGreaterThan(0);
    fireEvent.error(tiles[0]!);
    expect(screen.getByRole('status')).toHaveTextContent('The map images could not load');
    expect(screen.getAllByRole('button', { name: /Hospital|Center/ })).toHaveLength(3);
  });

  it('sets pins that would cover each other side by side, each a 34 px target clear of the others', () => {
    const neighbours: MapPin[] = [
      ...pins,
      { id: 21, number: 5, name: 'Kettering Imaging North', latitude: 39.6894, longitude: -84.1689 },
    ];
    render(<LocationMap pins={neighbours} selectedId={null} onSelect={jest.fn()} describedBy="caption" />);
    // Leaflet places a pin at its point (with left and top where, as in jsdom, there are no 3D transforms); the
    // margins then shift its box from that point.
    const box = (name: string) => {
      const { left, top, marginLeft, marginTop } = screen.getByRole('button', { name }).style;
      return { left: parseFloat(left) + parseFloat(marginLeft), top: parseFloat(top) + parseFloat(marginTop) };
    };
    // Southbrook and its neighbour, a few hundred metres apart, would overlap: they move apart on one row.
    const southbrook = box('2 Southbrook Medical Center');
    const north = box('5 Kettering Imaging North');
    expect(
      Math.max(Math.abs(southbrook.left - north.left), Math.abs(southbrook.top - north.top)),
    ).toBeGreaterThanOrEqual(38);
    // A pin clear of the others stays centred on its place.
    const beavercreek = screen.getByRole('button', { name: '4 Beavercreek Imaging Center' }).style;
    expect([beavercreek.marginLeft, beavercreek.marginTop]).toEqual(['-17px', '-17px']);
  });

  it('removes the map and its pins when unmounted', () => {
    const { unmount, container } = renderMap();
    unmount();
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });
});
