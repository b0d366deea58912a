import { directionsUrl, hasCoordinates } from './directions.ts';

describe('directionsUrl', () => {
  it('builds a Google Maps directions link to the encoded street address', () => {
    expect(directionsUrl({ address: '95 East Alex Bell Road, Centerville, OH 45459' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=95%20East%20Alex%20Bell%20Road%2C%20Centerville%2C%20OH%2045459',
    );
  });

  it('encodes characters that would break the query, such as & and #', () => {
    expect(directionsUrl({ address: 'Suite #2 & 3, Main St' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Suite%20%232%20%26%203%2C%20Main%20St',
    );
  });

  it('gives no link for a location without an address', () => {
    expect(directionsUrl({ address: null })).toBeNull();
  });
});

describe('hasCoordinates', () => {
  it('needs both latitude and longitude', () => {
    expect(hasCoordinates({ latitude: 39.7, longitude: -84.2 })).toBe(true);
    expect(hasCoordinates({ latitude: 39.7, longitude: null })).toBe(false);
    expect(hasCoordinates({ latitude: null, longitude: null })).toBe(false);
  });
});
