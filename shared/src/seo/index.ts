export * from './json-ld.tsx';
export * from './site-origin.ts';
