/** The localStorage key a developer sets to load some remotes from their dev servers (docs/design.md#registry). */
export const OVERRIDES_KEY = 'mf-overrides';
