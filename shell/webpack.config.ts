import { shellConfig } from '@site/scripts/webpack';

/** The shell: the host that composes the remotes listed in the registry (docs/architecture.md), and its Node build. */
export default shellConfig(import.meta.dirname);
