/** The three newest news items for Home (SPEC §2). */
export function LatestNews() {
  return null;
}
