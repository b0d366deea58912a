import autocannon from 'autocannon';

// The types leave out aggregateResult, which a run outside autocannon's own main thread needs: there it
// hands back its histograms encoded, for the caller to aggregate.
const untyped = autocannon as unknown as {
  aggregateResult(results: unknown[], options: autocannon.Options): autocannon.Result;
};

/** Runs autocannon with `options` and returns its aggregated result (latencies in ms, counts of requests). */
export async function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  return untyped.aggregateResult([await autocannon(options)], options);
}

/** One visitor's contact form (docs/requirements.md#states); `n` keeps every submission distinct. */
export const contactForm = (n: number) => ({
  submit: true,
  name: `Load Visitor ${n}`,
  address: `${n} Main Street`,
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
  phone: '937-555-0123',
  email: `visitor${n}@load.example`,
  comments: `Message ${n}: please call me back about an appointment.`,
  website: '',
});
