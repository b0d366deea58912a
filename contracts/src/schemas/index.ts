import { z } from 'zod';

// zod probes whether `new Function` works to speed up parsing; the site's Content-Security-Policy forbids it, and
// the probe shows as a console issue on every page. The forms are small, so the plain parser is fast enough.
z.config({ jitless: true });

export * from './contact.ts';
export * from './entities.ts';
export * from './location.ts';
export * from './patterns.ts';
export * from './registry-entry.ts';
export * from './release-pins.ts';
export * from './admin/index.ts';
export * from './public-address.ts';
export * from './vitals.ts';
