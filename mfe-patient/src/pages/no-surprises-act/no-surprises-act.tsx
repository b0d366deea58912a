import { Page, Prose } from '@site/shared';
import { BillingLine } from '../../components/billing-line.tsx';
import { PracticeContact } from '../../components/practice-contact.tsx';
import { Sections } from '../../components/sections.tsx';
import { noSurprisesIntro, noSurprisesLegalNote, noSurprisesSections } from '../../content/no-surprises.ts';
import { pages } from '../../content/pages.ts';

/**
 * No Surprises Act Notice: the balance-billing protections providers must post (45 CFR 149.430) and the Good
 * Faith Estimate rights of uninsured and self-pay patients, with the billing line and the practice's contacts
 * from the settings. Linked from Billing Information and the footer.
 */
export function NoSurprisesAct() {
  return (
    <Page title={pages.noSurprisesAct.title} intro={noSurprisesIntro}>
      <Prose>
        <Sections
          sections={noSurprisesSections}
          slots={{ 'billing-contact': <BillingLine />, 'practice-contact': <PracticeContact /> }}
        />
        <p>
          <small>{noSurprisesLegalNote}</small>
        </p>
      </Prose>
    </Page>
  );
}
