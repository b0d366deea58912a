export * from './admin-only.ts';
export * from './auth.ts';
export * from './content.ts';
export * from './fields.ts';
export * from './messages.ts';
export * from './news.ts';
export * from './physician.ts';
export * from './settings.ts';
export type * from './types.ts';
