import { news } from '../../../api/src/seed/data/news.ts';
import { softwareUpgradesText, summarySections } from './software-upgrades.ts';

// The news story announcing the new reporting system is the API's seed; the page must tell the same story.
const story = news.find((item) => /reporting system/.test(item.intro_text));

const pageText = [
  softwareUpgradesText.intro,
  ...summarySections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.points ?? [])]),
].join(' ');

describe('Software Upgrades and the news agree', () => {
  it('dates the switch to the month and year the news story gives', () => {
    expect(story).toBeDefined();
    const month = story!.full_text.match(
      /In (January|February|March|April|May|June|July|August|September|October|November|December) /,
    )?.[1];
    expect(month).toBeDefined();
    const year = story!.published_date.slice(0, 4);
    expect(softwareUpgradesText.intro).toContain(`${month} ${year}`);
  });

  it('describes the upgrade as finished, as the news does', () => {
    expect(pageText).not.toMatch(/\b(we are (moving|upgrading)|we move|will (move|switch)|what changes)\b/i);
  });
});
