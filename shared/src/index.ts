/**
 * @site/shared: what more than one package uses. Consumers import from here; the package imports its own modules
 * directly. Two parts are separate entry points: `@site/shared/router` (routing, a shared module of its own) and
 * `@site/shared/schemas` (form validation with zod, bundled by the remotes with forms and loaded only with them).
 */
export * from './api/index.ts';
export * from './format/date.ts';
export * from './format/media.ts';
export * from './format/phone.ts';
export * from './routing/document-title.tsx';
export * from './schemas/limits.ts';
export * from './seo/index.ts';
export type * from './types/index.ts';
export * from './ui/button.tsx';
export * from './ui/error-state.tsx';
export * from './ui/external-link.tsx';
export * from './ui/page.tsx';
export * from './ui/physician-card/physician-card.tsx';
export * from './ui/skeleton.tsx';
export * from './ui/use-first-use-dialog.ts';
export * from './ui/video-embed.tsx';
