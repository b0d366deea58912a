import type { Testimonial } from '@site/contracts/types';

export const testimonials: Testimonial[] = [
  {
    text: 'The radiologist came in after my breast ultrasound and explained what she saw before I even got dressed. I left knowing the plan instead of waiting all weekend.',
    name: 'March 2026',
    location: 'Centerville, OH',
  },
  {
    text: 'Before my thyroid biopsy the doctor showed me the spot on the ultrasound screen and told me what each step would feel like. It was over sooner than I expected, and he told me when my own doctor would have the result.',
    name: 'January 2026',
    location: 'Troy, OH',
  },
  {
    text: 'My procedure to drain fluid from my lungs was calm and quick. The team checked on me afterwards and called the next day to see how I was breathing.',
    name: 'November 2025',
    location: 'Xenia, OH',
  },
  {
    text: 'I called with questions the day before my knee injection, and the physician assistant called me back that afternoon. He went through what to expect, and the injection itself took only a few minutes.',
    name: 'August 2025',
    location: 'Kettering, OH',
  },
  {
    text: 'I was nervous about my first MRI. The staff explained every noise before it happened, and my results were with my doctor the same afternoon.',
    name: 'May 2025',
    location: 'Huber Heights, OH',
  },
  {
    text: 'The mammography coach came to my workplace, so I finally got the screening I had been putting off for three years.',
    name: 'October 2024',
    location: 'Springfield, OH',
  },
];
