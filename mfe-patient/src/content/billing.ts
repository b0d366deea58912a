import type { SiteSettings } from '@site/shared';

/** A company that handles the practice's accounts (SPEC §2 Billing Information: two columns). */
export interface BillingCompany {
  heading: string;
  name: string;
  /** What the company does for patients; `since` is the billing company's start date, formatted. */
  description: (since: string) => string;
  mailingAddress: readonly string[];
  /** The company's phone; null means the settings' billing_phone, the line the header's billing popover shows. */
  phone: string | null;
  phoneLabel: string;
}

export const billingIntro =
  'Our radiologists’ bills are prepared by a billing company that works for us. Here is who to contact, how to pay, and what each bill is for.';

export const billingCompanies: readonly [BillingCompany, BillingCompany] = [
  {
    heading: 'Billing company',
    name: 'Larkspur Medical Billing Services',
    description: (since) =>
      `Since ${since}, Larkspur Medical Billing Services has prepared and sent our bills. Call them with any question about a statement, your insurance or a payment plan.`,
    mailingAddress: ['Larkspur Medical Billing Services', 'PO Box 2210', 'Dayton, OH 45401-2210'],
    phone: null,
    phoneLabel: 'Billing questions',
  },
  {
    heading: 'Collections company',
    name: 'Stillwater Account Recovery',
    description: () =>
      'If a balance stays unpaid after several statements, the account may pass to Stillwater Account Recovery. If you have a letter from them, contact them directly to pay or to set up a plan.',
    mailingAddress: ['Stillwater Account Recovery', 'PO Box 815', 'Troy, OH 45373-0815'],
    phone: '(937) 555-0145',
    phoneLabel: 'Collections questions',
  },
];

export const payOnline = {
  heading: 'Pay online',
  text: 'Pay securely with a card or bank account. Have your statement ready: you will need the account number printed on it.',
  linkText: 'Pay your bill online',
  href: 'https://pay.larkspurbilling.example/riverbend',
  byMail: (s: SiteSettings) =>
    `To pay by mail, send a check payable to ${s.organization_name} with the payment slip from your statement to the billing company’s address above.`,
} as const;

/** Worded like the header's billing popover, which shows the same settings. */
export const invoiceNotice = {
  heading: 'Invoices by text message',
  paperInvoice: 'To request a paper invoice, call',
  mailDate: (date: string) => `Invoices return to the mail as of ${date}.`,
} as const;

export const twoBills = {
  heading: 'Why did I get two bills?',
  paragraphs: [
    'Most imaging exams bring two separate bills, because two different organizations took part in your care.',
  ],
  kinds: [
    {
      heading: 'The professional fee: from us',
      text: 'This pays the radiologist, the physician who studied your images, compared them with earlier exams and wrote the report your doctor received. You may never meet the radiologist, but one of our physicians read your exam.',
      contact: 'Questions about this bill: call our billing line at',
      /** Where the sentence points: our billing line from the settings, or the Locations page. */
      contactTarget: 'billing line',
    },
    {
      heading: 'The technical fee: from the hospital or imaging center',
      text: 'This pays the place where you had the exam: the equipment, the technologist who performed it, supplies and the room. It comes from the hospital or imaging center, not from us.',
      contact: 'Questions about this bill: call the phone number printed on it, or find the facility on our',
      contactTarget: 'locations',
    },
  ],
  locationsLinkText: 'Locations page',
} as const;

export const surpriseBills = {
  heading: 'Protections against surprise bills',
  text: 'Federal law protects you from unexpected out-of-network bills for many services, and people without insurance can ask for a Good Faith Estimate before an exam.',
  linkText: 'Read our No Surprises Act notice',
} as const;
