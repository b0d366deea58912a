export * from './json-ld.tsx';
export * from './route-paths.ts';
export * from './schema-org.ts';
export * from './site-origin.ts';
