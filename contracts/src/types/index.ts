export type * from './entities.ts';
export type * from './registry.ts';
export type * from './route-handle.ts';
