import type { Testimonial } from '@site/shared/types';

export const testimonials: Testimonial[] = [
  {
    text: 'The radiologist came in after my breast ultrasound and explained what she saw before I even got dressed. I left knowing the plan instead of waiting all weekend.',
    name: 'March 2026',
    location: 'Centerville, OH',
  },
  {
    text: 'When one of my patients has a worrying CT, I get a phone call from the radiologist within minutes. That call has changed the course of care more than once.',
    name: 'January 2026',
    location: 'Troy, OH',
  },
  {
    text: 'My procedure to drain fluid from my lungs was calm and quick. The team checked on me afterwards and called the next day to see how I was breathing.',
    name: 'November 2025',
    location: 'Xenia, OH',
  },
  {
    text: 'Our small emergency department relies on Riverbend overnight. Reports on trauma scans come back fast, and the radiologists are happy to talk through a case.',
    name: 'August 2025',
    location: 'Lebanon, OH',
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
