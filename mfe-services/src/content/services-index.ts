/** Text of the Services landing page (docs/requirements.md#screens-and-routes): its intro and the headings of its two lists. */
export const content = {
  intro:
    'Our radiologists read and perform imaging exams at hospitals and imaging centers across the region. Learn what each exam involves, and meet the subspecialties that read them.',
  modalities: {
    heading: 'Imaging exams',
    text: 'What each exam is, how to prepare and what to expect.',
    empty: 'No imaging exams are listed right now.',
  },
  subspecialties: {
    heading: 'Subspecialties',
    text: 'Radiologists with extra training in one part of the body or one kind of care.',
    empty: 'No subspecialties are listed right now.',
  },
  loading: 'Loading services…',
  referring: {
    heading: 'For referring physicians',
    text: 'How to order and schedule exams, STAT turnaround, and how to reach a radiologist.',
    label: 'Information for referring physicians',
  },
};
