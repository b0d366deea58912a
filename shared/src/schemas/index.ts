export * from './contact.ts';
export * from './location.ts';
export * from './patterns.ts';
export * from './admin/index.ts';
