import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { buildSettings, buildLocation } from '@site/test-support/builders';
import { settingsFallback } from '../../test-support/page-data.ts';
import type { LocationMapProps } from './location-map.tsx';
import { Locations } from './locations.tsx';

// The practice details this file's assertions name.
const settings = buildSettings({ phone: '(937) 555-0177' });

// Leaflet is tested on its own (location-map.test.tsx); here a stand-in records what the page passes to the
// map and lets a test press a pin. `mockMapModule.fail` makes the map's chunk fail to load.
const mockMapModule = { fail: false, loads: 0 };
jest.mock('./location-map.tsx', () => ({
  get LocationMap() {
    mockMapModule.loads += 1;
    if (mockMapModule.fail) throw new Error('chunk failed to load');
    return function FakeLocationMap({ pins, selectedId, onSelect }: LocationMapProps) {
      return (
        <div data-testid="map">
          {pins.map((pin) => (
            <button key={pin.id} type="button" aria-pressed={pin.id === selectedId} onClick={() => onSelect(pin.id)}>
              Pin {pin.number}: {pin.name}
            </button>
          ))}
        </div>
      );
    };
  },
}));

const route = '/patient-information/locations';

const locations = [
  buildLocation({
    id: 1,
    name: 'Great Miami Regional Hospital',
    address: '1850 Riverview Avenue, Dayton, OH 45402',
    phone: '(937) 555-0190',
    url: 'https://www.greatmiamiregional.example',
  }),
  buildLocation({ id: 2, name: 'Little Miami Community Hospital', url: null, phone: '(937) 555-0157' }),
  buildLocation({ id: 3, name: 'Fairborn Outpatient Imaging', phone: null }),
  buildLocation({ id: 4, name: 'Mobile Mammography Coach', address: null }),
  buildLocation({ id: 5, name: 'Unmapped Clinic', latitude: null, longitude: null }),
];

function entry(name: string) {
  return screen.getByRole('listitem', { name: new RegExp(name) });
}

beforeEach(() => {
  mockMapModule.fail = false;
  mockMapModule.loads = 0;
});

// The test setup's observer never reports an intersection, so the map waits off screen unless a test asks for it.
const neverIntersects = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = neverIntersects;
});

/** A browser without IntersectionObserver, where the map loads at once. */
function loadMapAtOnce() {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}

describe('Locations', () => {
  it('lists every location with its phone as a tel: link, its website and directions', async () => {
    mockFetch({ '/api/locations': locations });
    renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });

    expect(await screen.findByRole('heading', { level: 2, name: /Great Miami Regional Hospital/ })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Imaging locations' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(5);

    const first = entry('Great Miami Regional Hospital');
    expect(within(first).getByText('1850 Riverview Avenue, Dayton, OH 45402')).toBeVisible();
    expect(within(first).getByRole('link', { name: '(937) 555-0190' })).toHaveAttribute('href', 'tel:+19375550190');
    const website = within(first).getByRole('link', { name: /Website of Great Miami Regional Hospital/ });
    expect(website).toHaveAttribute('href', 'https://www.greatmiamiregional.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: /Directions to Great Miami Regional Hospital/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=1850%20Riverview%20Avenue%2C%20Dayton%2C%20OH%2045402',
    );
  });

  it('omits empty fields instead of showing blank labels', async () => {
    mockFetch({ '/api/locations': locations });
    renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });
    await screen.findByRole('list', { name: 'Imaging locations' });

    const noWebsite = entry('Little Miami Community Hospital');
    expect(within(noWebsite).queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    expect(within(noWebsite).getByRole('link', { name: '(937) 555-0157' })).toBeVisible();

    const noPhone = entry('Fairborn Outpatient Imaging');
    expect(within(noPhone).queryByText(/Phone/)).not.toBeInTheDocument();
    expect(within(noPhone).queryByRole('link', { name: /^\(937\)/ })).not.toBeInTheDocument();
    expect(within(noPhone).getByRole('link', { name: /Website of Fairborn/ })).toBeVisible();

    // Without an address there is nothing to travel to, so no directions link.
    const noAddress = entry('Mobile Mammography Coach');
    expect(within(noAddress).queryByRole('link', { name: /Directions/ })).not.toBeInTheDocument();
    expect(within(noAddress).getByRole('link', { name: /Website of Mobile/ })).toBeVisible();
  });

  it('shows skeletons and a loading status, then the list', async () => {
    mockFetch({ '/api/locations': locations });
    renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading locations…');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByRole('list', { name: 'Imaging locations' })).toBeVisible();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the locations fail to load, and recovers', async () => {
    mockFetch({ '/api/locations': { status: 500, body: { error: { code: 'server_error', message: 'Failed' } } } });
    renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load our locations.');

    mockFetch({ '/api/locations': locations });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Imaging locations' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so and gives the main number when no locations are listed', async () => {
    mockFetch({ '/api/locations': [] });
    renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });
    expect(await screen.findByText(/No locations are listed right now/)).toBeVisible();
    expect(screen.getByRole('link', { name: '(937) 555-0177' })).toHaveAttribute('href', 'tel:+19375550177');
  });

  it('loads the map only when its frame comes near the viewport', async () => {
    let observed: Element | undefined;
    let notify: IntersectionObserverCallback = () => undefined;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        notify = callback;
      }
      observe(element: Element) {
        observed = element;
      }
      disconnect() {}
    };
    mockFetch({ '/api/locations': locations });
    renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });
    await screen.findByRole('list', { name: 'Imaging locations' });

    expect(screen.getByText('The map loads when you scroll to it.')).toBeVisible();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
    expect(mockMapModule.loads).toBe(0);

    act(() => notify([{ isIntersecting: true, target: observed } as IntersectionObserverEntry], {} as never));
    expect(await screen.findByTestId('map')).toBeVisible();
    // Only entries with coordinates get a pin, numbered as in the list.
    expect(screen.getAllByRole('button', { name: /^Pin/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Pin 4: Mobile Mammography Coach' })).toBeVisible();
  });

  it('highlights the pin of the entry chosen in the list, and the entry of the pin chosen on the map', async () => {
    loadMapAtOnce();
    mockFetch({ '/api/locations': locations });
    renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });
    await screen.findByTestId('map');

    const show = within(entry('Fairborn Outpatient Imaging')).getByRole('button', { name: /Show on map/ });
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pin 3: Fairborn Outpatient Imaging' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(entry('Fairborn Outpatient Imaging')).getByText('Selected on the map')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Pin 1: Great Miami Regional Hospital' }));
    expect(within(entry('Great Miami Regional Hospital')).getByText('Selected on the map')).toBeVisible();
    expect(within(entry('Fairborn Outpatient Imaging')).queryByText('Selected on the map')).not.toBeInTheDocument();
    expect(show).toHaveAttribute('aria-pressed', 'false');

    // The entry's toggle now reads pressed; pressing it clears the choice.
    const showFirst = within(entry('Great Miami Regional Hospital')).getByRole('button', { name: /Show on map/ });
    expect(showFirst).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(showFirst);
    expect(screen.queryByText('Selected on the map')).not.toBeInTheDocument();
  });

  it('offers no map toggle for an entry without coordinates', async () => {
    loadMapAtOnce();
    mockFetch({ '/api/locations': locations });
    renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });
    await screen.findByTestId('map');
    expect(within(entry('Unmapped Clinic')).queryByRole('button', { name: /Show on map/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Show on map/ })).toHaveLength(4);
  });

  it('keeps the list whole when the map cannot load, hides the map toggles and offers Retry', async () => {
    loadMapAtOnce();
    mockMapModule.fail = true;
    mockFetch({ '/api/locations': locations });
    renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The map could not load. Every location is still in the list.');
    expect(screen.queryByRole('button', { name: /Show on map/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Imaging locations' })).getAllByRole('heading')).toHaveLength(5);

    mockMapModule.fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('map')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Show on map/ })).toHaveLength(4));
  });

  it('puts each location with an address in the page as MedicalClinic data', async () => {
    mockFetch({ '/api/locations': locations });
    const { container } = renderWithProviders(<Locations />, { route, swrFallback: settingsFallback(settings) });
    await screen.findByRole('list', { name: 'Imaging locations' });
    const block = container.querySelector('script[type="application/ld+json"]');
    const clinics = JSON.parse(block!.textContent!) as { '@type': string; name: string; address: object }[];
    expect(clinics.map((clinic) => clinic.name)).toEqual([
      'Great Miami Regional Hospital',
      'Little Miami Community Hospital',
      'Fairborn Outpatient Imaging',
      'Unmapped Clinic',
    ]);
    expect(clinics[0]).toMatchObject({
      '@type': 'MedicalClinic',
      address: { streetAddress: '1850 Riverview Avenue', addressLocality: 'Dayton', postalCode: '45402' },
    });
  });

  it('shows the list it was prerendered with at once, while the fresh list is still on its way', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderWithProviders(<Locations />, {
      route,
      swrFallback: { ...settingsFallback(settings), '/api/locations': locations },
    });
    expect(screen.getByRole('heading', { level: 2, name: /Great Miami Regional Hospital/ })).toBeVisible();
    expect(screen.queryByText('Loading locations…')).not.toBeInTheDocument();
  });
});
