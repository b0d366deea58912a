/** Text of the Frequently Called Numbers page (docs/requirements.md#screens-and-routes). The numbers themselves come from the API. */
export const numbersText = {
  intro:
    'On a phone, select a number to call it. If you are not sure which line you need, our main office will point you to the right person.',
  loading: 'Loading phone numbers…',
  error: 'We could not load our phone numbers. Please try again.',
  empty: 'No phone numbers are listed right now.',
  emptyCall: 'Please call our main office at',
} as const;
