import type { RotatorSlide } from '@site/contracts/types';

export const rotator: RotatorSlide[] = [
  {
    image: 'rotator-1.svg',
    title: 'Subspecialty radiologists, close to home',
    text: 'Subspecialty-trained radiologists and our physician assistants serve hospitals and imaging centers across the Miami Valley.',
  },
  {
    image: 'rotator-2.svg',
    title: 'Answers when minutes matter',
    text: 'Emergency radiologists read studies day and night, so patients in the emergency department are diagnosed quickly.',
  },
  {
    image: 'rotator-3.svg',
    title: 'Training the next generation',
    text: 'Our diagnostic radiology residency and two fellowships teach new radiologists in a busy community practice.',
  },
];
