import type { Physician } from '@site/contracts/types';

/** Residents in one postgraduate year; `year` is null for those whose year the data does not give. */
export interface TrainingYearGroup {
  year: number | null;
  residents: Physician[];
}

/**
 * Groups residents by `training_year`, youngest year first, keeping the API's order (by last name) inside each
 * group; residents without a year come last. Returns null when no resident has a year, so the page shows one
 * list instead of a single unlabelled group.
 */
export function groupByTrainingYear(residents: readonly Physician[]): TrainingYearGroup[] | null {
  if (!residents.some((resident) => resident.training_year !== null)) return null;
  const byYear = new Map<number | null, Physician[]>();
  for (const resident of residents) {
    const group = byYear.get(resident.training_year) ?? [];
    group.push(resident);
    byYear.set(resident.training_year, group);
  }
  return [...byYear.entries()]
    .map(([year, members]) => ({ year, residents: members }))
    .sort((a, b) => (a.year ?? Number.POSITIVE_INFINITY) - (b.year ?? Number.POSITIVE_INFINITY));
}
