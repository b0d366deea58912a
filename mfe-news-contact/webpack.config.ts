import { remoteConfig } from '@site/scripts/webpack';

/** This remote's build: its route objects exposed as `./routes`, and the LatestNews fragment for Home (docs/design.md#contracts). */
export default remoteConfig(import.meta.dirname, { './LatestNews': './src/fragments/latest-news/latest-news.tsx' });
