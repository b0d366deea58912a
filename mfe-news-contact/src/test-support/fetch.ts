/** Replaces global fetch with one that never answers, to hold a page in its loading state. */
export function fetchNeverAnswers(): jest.Mock {
  const mock = jest.fn(() => new Promise<Response>(() => undefined));
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
