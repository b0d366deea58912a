/**
 * @site/shared: the browser runtime more than one package uses (data hooks, formatters, SEO, UI), one copy per
 * page. Consumers import from here; the package imports its own modules directly. `@site/shared/router` is a
 * separate entry point (routing, a shared module of its own). Entity types and form schemas are not here but in
 * `@site/contracts`, and test builders in `@site/test-support`, so editing them changes no content version
 * (docs/decisions/0005-shared-content-version.md).
 */
export * from './api/index.ts';
export * from './format/date.ts';
export * from './format/media.ts';
export * from './format/phone.ts';
export * from './routing/document-title.tsx';
export * from './seo/index.ts';
export * from './ui/button.tsx';
export * from './ui/error-state.tsx';
export * from './ui/external-link.tsx';
export * from './ui/page.tsx';
export * from './ui/physician-card/physician-card.tsx';
export * from './ui/skeleton.tsx';
export * from './ui/video-embed.tsx';
