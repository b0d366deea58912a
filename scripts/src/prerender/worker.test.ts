import { staleOwners } from './worker.ts';

const base = {
  versions: { shell: 'a', about: '1.0.0', newsContact: '1.0.0', patient: '1.0.0' },
  prints: { '/api/physicians': 'p1', '/api/news/': 'n1', '/api/settings': 's1', '/api/locations': 'l1' },
};

describe('staleOwners', () => {
  it('renders every page on the first pass', () => {
    expect([...staleOwners(undefined, base)].sort()).toEqual(['about', 'newsContact', 'patient', 'shell']);
  });

  it('renders nothing when nothing changed', () => {
    expect(staleOwners(base, base).size).toBe(0);
  });

  it("renders only a released remote's pages, and Home too for the remote that supplies its news", () => {
    expect([...staleOwners(base, { ...base, versions: { ...base.versions, about: '1.1.0' } })]).toEqual(['about']);
    expect([...staleOwners(base, { ...base, versions: { ...base.versions, newsContact: '2.0.0' } })].sort()).toEqual([
      'newsContact',
      'shell',
    ]);
  });

  it('renders the pages that show changed data', () => {
    expect([...staleOwners(base, { ...base, prints: { ...base.prints, '/api/locations': 'l2' } })]).toEqual([
      'patient',
    ]);
    expect([...staleOwners(base, { ...base, prints: { ...base.prints, '/api/news/': 'n2' } })].sort()).toEqual([
      'newsContact',
      'shell',
    ]);
  });

  it('renders every page when the settings or the shell change', () => {
    expect(staleOwners(base, { ...base, prints: { ...base.prints, '/api/settings': 's2' } }).size).toBe(4);
    expect(staleOwners(base, { ...base, versions: { ...base.versions, shell: 'b' } }).size).toBe(4);
  });
});
