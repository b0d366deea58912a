export * from './json-ld.tsx';
export * from './schema-org.ts';
export * from './site-origin.ts';
