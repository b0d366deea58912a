import type { QuickFact } from '@site/contracts/types';

// Shown after the site's built-in statistics, so these avoid repeating studies read, locations or turnaround.
export const quickFacts: QuickFact[] = [
  { number: '52', title: 'Radiologists and physician assistants' },
  { number: '1975', title: 'The year we began caring for the Miami Valley' },
  { number: '16', title: 'Radiology residents in training' },
];
