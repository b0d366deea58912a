import type { Physician } from '@site/contracts/types';
import { physicianAssistants } from './physician-assistants.ts';
import { physiciansA } from './physicians-a.ts';
import { physiciansB } from './physicians-b.ts';

// The practice's own staff list: 47 physicians and 5 physician assistants, the counts the site states.
export const physicians: Omit<Physician, 'id'>[] = [...physiciansA, ...physiciansB, ...physicianAssistants];
