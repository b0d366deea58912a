let sequence = 0;

/**
 * The next number (1, 2, …) for a built record's id and names, so two records a test builds differ. Each jest
 * test file has its own module registry, so the sequence starts again in every file.
 */
export function next(): number {
  sequence += 1;
  return sequence;
}
