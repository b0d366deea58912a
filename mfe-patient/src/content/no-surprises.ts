import type { Section } from './types.ts';

/**
 * The No Surprises Act disclosure (45 CFR 149.430) and the Good Faith Estimate rights of uninsured and
 * self-pay patients, in our own words. Slots: 'billing-contact' (the billing line from the settings) and
 * 'practice-contact' (the practice's contacts).
 */
export const noSurprisesIntro =
  'Your rights and protections against surprise medical bills, and your right to a cost estimate if you do not have insurance or choose not to use it.';

export const noSurprisesSections: readonly Section[] = [
  {
    id: 'surprise-bills',
    heading: 'Your rights and protections against surprise medical bills',
    paragraphs: [
      'If you have emergency care, or are treated by an out-of-network provider at an in-network hospital or ambulatory surgical center, federal law protects you from balance billing. In these cases you should owe no more than your plan’s usual copayment, coinsurance and deductible.',
    ],
    subsections: [
      {
        heading: 'What is balance billing?',
        paragraphs: [
          'A provider or facility is out-of-network when it has no contract with your health plan. Out-of-network providers may be allowed to bill you for the difference between what your plan pays and their full charge. That is balance billing. It is often more than in-network care would cost, and it may not count toward your deductible or yearly out-of-pocket limit.',
          'A surprise bill is a balance bill you did not expect. It can happen when you cannot choose who cares for you: in an emergency, or when an out-of-network clinician takes part in care you scheduled at an in-network hospital or center.',
        ],
      },
      {
        heading: 'Emergency care',
        paragraphs: [
          'For emergency services from an out-of-network provider or facility, the most you can be billed is your plan’s in-network cost-sharing amount. You cannot be balance billed for emergency services. This includes care you may receive after your condition is stable, unless you give written consent and give up your protections for that later care.',
        ],
      },
      {
        heading: 'Care at an in-network hospital or ambulatory surgical center',
        paragraphs: [
          'Some providers at an in-network hospital or ambulatory surgical center may be out-of-network. If so, the most they can bill you is your plan’s in-network cost-sharing amount.',
          'For radiology, emergency medicine, anesthesia, pathology, laboratory, neonatology, assistant surgeon, hospitalist and intensivist services, these providers cannot balance bill you and may not ask you to give up your protections. Our radiologists never ask you to.',
          'For other services at these facilities, out-of-network providers cannot balance bill you unless you give written consent. You never have to give up your protections, and you never have to get care out-of-network: you can choose an in-network provider.',
        ],
      },
      {
        heading: 'When balance billing is not allowed',
        items: [
          'You pay only your share of the cost: the copayment, coinsurance and deductible you would pay an in-network provider. Your plan pays out-of-network providers and facilities directly.',
          'Your plan must cover emergency services without asking for approval in advance (prior authorization).',
          'Your plan must cover emergency services from out-of-network providers.',
          'Your plan must base what you owe on what it would pay an in-network provider or facility, and show that amount in your explanation of benefits.',
          'Your plan must count what you pay for emergency or out-of-network services toward your deductible and out-of-pocket limit.',
        ],
      },
      {
        heading: 'If you think you were billed wrongly',
        paragraphs: [
          'Call our billing line first; many problems are solved in one call. You can also contact the federal No Surprises Help Desk or, for plans regulated by Ohio, the Ohio Department of Insurance, which enforces Ohio’s own surprise billing law.',
        ],
        slot: 'billing-contact',
        links: [
          {
            title: 'No Surprises: know your rights (Centers for Medicare & Medicaid Services)',
            href: 'https://www.cms.gov/nosurprises',
            description:
              'Your federal protections explained, with the Help Desk’s phone number and an online complaint form.',
          },
          {
            title: 'Ohio Department of Insurance',
            href: 'https://insurance.ohio.gov/',
            description: 'Help with Ohio-regulated health plans, including complaints about surprise bills.',
          },
        ],
      },
    ],
  },
  {
    id: 'good-faith-estimate',
    heading: 'A Good Faith Estimate if you are uninsured or paying yourself',
    paragraphs: [
      'If you do not have health insurance, or will not use it for an exam, you have the right to a Good Faith Estimate: a written estimate of what your care is expected to cost.',
    ],
    items: [
      'You can ask for an estimate of the total expected cost of any care that is not an emergency, including related items such as tests, medicines, equipment and facility fees.',
      'When you schedule an exam at least three business days ahead, you should receive the estimate in writing at least one business day before it. You can also ask for an estimate before you schedule, from us or from any other provider.',
      'Keep a copy or a photo of your estimate.',
      'If your bill is $400 or more above your Good Faith Estimate, you have the right to dispute it.',
    ],
    subsections: [
      {
        heading: 'How to ask for an estimate',
        paragraphs: [
          'The hospital or imaging center that schedules your exam usually prepares the estimate and includes our radiologist’s fee in it. You can also ask us directly for an estimate of the radiologist’s fee by calling our billing line.',
        ],
        slot: 'billing-contact',
      },
      {
        heading: 'How to dispute a bill',
        paragraphs: [
          'If a bill is $400 or more above your estimate, you can start the federal patient-provider dispute resolution process within 120 calendar days of the date on the bill. A small fee applies. While the dispute is open, we will not send the bill to collections. You can also call us first to talk about the bill or to ask about financial help.',
        ],
        links: [
          {
            title: 'Good Faith Estimates and disputing a bill (Centers for Medicare & Medicaid Services)',
            href: 'https://www.cms.gov/nosurprises',
            description: 'How to start a dispute, the deadline and the fee, and where to get help.',
          },
        ],
      },
    ],
  },
  {
    id: 'questions',
    heading: 'Questions about this notice',
    paragraphs: ['Write or call our office with any question about your rights under this notice.'],
    slot: 'practice-contact',
  },
];

export const noSurprisesLegalNote =
  'This notice is the disclosure of patient protections against balance billing required by federal law (45 CFR 149.430).';
