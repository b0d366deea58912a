/** Texts and field definitions of the Contact page and its form (docs/requirements.md#screens-and-routes, docs/requirements.md#entities, docs/requirements.md#validation; docs/design.md#product-decisions), as data. */

/** The visitor-facing fields of the contact form, in the order they show; names are the spec's (docs/requirements.md#entities). */
export type ContactFieldName = 'name' | 'address' | 'city' | 'state' | 'zip' | 'phone' | 'email' | 'comments';

/** One single-line field of the form; `width` is its share of a row on wide screens. */
export interface ContactFieldDefinition {
  name: Exclude<ContactFieldName, 'comments'>;
  label: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  hint?: string;
  width: 'full' | 'half' | 'narrow';
}

const replyHint = 'Give an e-mail address, a phone number or both, so we can answer you.';

export const contactFields: readonly ContactFieldDefinition[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', required: true, width: 'full' },
  { name: 'address', label: 'Street address', type: 'text', autoComplete: 'address-line1', width: 'full' },
  { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2', width: 'half' },
  {
    name: 'state',
    label: 'State',
    type: 'text',
    autoComplete: 'address-level1',
    hint: 'Two letters, such as OH.',
    width: 'narrow',
  },
  {
    name: 'zip',
    label: 'ZIP code',
    type: 'text',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    width: 'narrow',
  },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: replyHint, width: 'half' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', hint: replyHint, width: 'half' },
];

export const commentsField = { name: 'comments', label: 'Comments', required: true } as const;

/** Labels by field name, for the error summary's links. */
export const contactFieldLabels: Record<ContactFieldName, string> = {
  ...(Object.fromEntries(contactFields.map((field) => [field.name, field.label])) as Record<
    Exclude<ContactFieldName, 'comments'>,
    string
  >),
  comments: commentsField.label,
};

export const contactText = {
  intro: 'Write to us, call or send a fax. We answer messages sent through this form within two business days.',
  officeHeading: 'Our office',
  officeLoading: 'Loading our contact details…',
  phoneLabel: 'Phone',
  faxLabel: 'Fax',
  emailLabel: 'E-mail',
  formHeading: 'Send us a message',
  requiredNote: 'Fields marked (required) must be filled in.',
  requiredMarker: '(required)',
  medicalNoticeTitle: 'Please do not include medical information',
  medicalNotice:
    'This form is not meant for personal health information. Leave out symptoms, test results, dates of birth and insurance numbers. To talk about your care or a bill, please call us.',
  honeypotLabel: 'Leave this field empty',
  summaryTitle: 'There is a problem with your message',
  submit: 'Send message',
  sending: 'Sending…',
  sendingStatus: 'Sending your message…',
  keptInput: 'Everything you typed is still here, so you can try again.',
  callUs: 'If it keeps failing, please call us at',
  successTitle: 'Thank you. Your message has been sent.',
  successMessage: 'We read every message and answer within two business days, by e-mail or phone.',
} as const;

/** What the form says when a submission fails, by cause (docs/design.md#api status codes). */
export const contactFailureText = {
  network: 'We could not reach our server, so your message was not sent. Check your connection and try again.',
  tooLarge: 'Your message is too large to send. Please shorten it and try again.',
  tooMany: 'You have sent several messages in a short time. Please wait a few minutes, then try again.',
  rejected: 'We could not accept your message. Please check it and try again.',
  server: 'Something went wrong on our side, and your message was not sent. Please try again in a moment.',
  notStored: 'Your message was not saved on our side. Please try again.',
} as const;

/** `{n} characters remaining.` under the comments (docs/requirements.md#validation). */
export const charactersRemaining = (count: number): string => `${count} characters remaining.`;
