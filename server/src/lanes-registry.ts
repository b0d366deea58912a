import type { Registry } from '@site/contracts/types';

/** The registries the two generations are rendered with, and the canary's share of visitors. */
export interface LaneRegistries {
  /** What every visitor outside the canary gets: no remote's `canary` in it. */
  stable: Registry;
  /** The stable registry with each canary in place of its remote's entry; absent when there is no canary. */
  canary?: Registry;
  /** Share of visitors in the canary generation, 0–99 (0 without a canary). */
  percent: number;
}

/**
 * Splits the registry into the stable one and the canary one (docs/design.md#releases). In the canary one, the
 * remote's `previous` is its stable version, so a canary that fails to load falls back to what everyone else
 * gets. The site has at most one canary; the share is the first canary's.
 */
export function laneRegistries(registry: Registry): LaneRegistries {
  const stable: Registry = { ...registry, remotes: {} };
  const canary: Registry = { ...registry, remotes: {} };
  let percent = 0;
  for (const [name, { canary: trial, ...entry }] of Object.entries(registry.remotes)) {
    stable.remotes[name] = entry;
    if (!trial) {
      canary.remotes[name] = entry;
      continue;
    }
    const { percent: share, ...fields } = trial;
    percent ||= share;
    canary.remotes[name] = {
      ...fields,
      previous: { version: entry.version, entry: entry.entry, released_at: entry.released_at },
    };
  }
  return percent ? { stable, canary, percent } : { stable, percent: 0 };
}
