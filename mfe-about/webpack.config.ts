import { remoteConfig } from '@site/scripts/webpack';

/** This remote's build: its route objects exposed as `./routes` (DESIGN §3). */
export default remoteConfig(import.meta.dirname);
