import type { SiteSettings } from '@site/contracts/types';

/**
 * A company that handles the practice's accounts (docs/requirements.md#billing-information: two columns). Its name, mailing
 * address and phone are site settings (docs/design.md#demo-content); here is only what the page says about it.
 */
export interface BillingCompany {
  heading: string;
  /** What the company does for patients, given its name and the billing company's start date, formatted. */
  description: (name: string, since: string) => string;
  /** The settings that hold the company's name, mailing address and phone. */
  settings: {
    name: 'billing_company_name' | 'collections_company_name';
    address: 'billing_company_address' | 'collections_company_address';
    phone: 'billing_phone' | 'collections_phone';
  };
  phoneLabel: string;
}

export const billingIntro =
  'Our radiologists’ bills are prepared by a billing company that works for us. Here is who to contact, how to pay, and what each bill is for.';

export const billingCompanies: readonly [BillingCompany, BillingCompany] = [
  {
    heading: 'Billing company',
    description: (name, since) =>
      `Since ${since}, ${name} has prepared and sent our bills. Call them with any question about a statement, your insurance or a payment plan.`,
    // The billing company's line is the one the header's billing popover shows.
    settings: { name: 'billing_company_name', address: 'billing_company_address', phone: 'billing_phone' },
    phoneLabel: 'Billing questions',
  },
  {
    heading: 'Collections company',
    description: (name) =>
      `If a balance stays unpaid after several statements, the account may pass to ${name}. If you have a letter from them, contact them directly to pay or to set up a plan.`,
    settings: { name: 'collections_company_name', address: 'collections_company_address', phone: 'collections_phone' },
    phoneLabel: 'Collections questions',
  },
];

/** The online payment block; the payment page's address is the settings' payment_url. */
export const payOnline = {
  heading: 'Pay online',
  text: 'Pay securely with a card or bank account. Have your statement ready: you will need the account number printed on it.',
  linkText: 'Pay your bill online',
  byMail: (s: SiteSettings) =>
    `To pay by mail, send a check payable to ${s.organization_name} with the payment slip from your statement to the billing company’s address above.`,
} as const;

/** Shown in place of the companies' details when the settings cannot be loaded. */
export const billingDetailsError = 'We could not load the billing companies’ details';

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
