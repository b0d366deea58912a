import { Link } from '@site/shared/router';
import { Page, Prose } from '@site/shared';
import { PracticeContact } from '../../components/practice-contact.tsx';
import { Sections } from '../../components/sections.tsx';
import { accessibilityIntro, accessibilityRelated, accessibilitySections } from '../../content/accessibility.ts';
import { pages } from '../../content/pages.ts';

/**
 * Accessibility Statement: the standard the site follows (WCAG 2.1 AA, docs/design.md#product-decisions), what that means for visitors,
 * known limitations, and how to report a barrier, with the practice's contacts from the settings. Footer link.
 */
export function Accessibility() {
  return (
    <Page title={pages.accessibility.title} intro={accessibilityIntro}>
      <Prose>
        <Sections
          sections={accessibilitySections}
          slots={{
            'practice-contact': <PracticeContact />,
            related: (
              <p>
                <Link to={pages.nondiscrimination.path}>{accessibilityRelated.nondiscrimination}</Link>
              </p>
            ),
          }}
        />
      </Prose>
    </Page>
  );
}
