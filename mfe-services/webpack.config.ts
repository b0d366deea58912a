import { remoteConfig } from '@site/scripts/webpack';

/** This remote's build: its route objects exposed as `./routes` (docs/design.md#contracts). */
export default remoteConfig(import.meta.dirname);
