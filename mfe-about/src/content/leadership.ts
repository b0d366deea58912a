import type { PracticeContactGroup } from '@site/contracts/types';

/** A leadership list: which practice contacts it shows, its heading and a line on what the group does. */
export interface LeadershipGroup {
  group: PracticeContactGroup;
  title: string;
  description: string;
}

/**
 * Texts of the Leadership page (docs/requirements.md#screens-and-routes): two leader profiles, then four lists. The people and their posts are
 * practice contacts (docs/design.md#demo-content: groups 'leaders' and the four below); a profile's photo and text are the
 * leader's own team profile.
 */
export const leadershipContent: {
  intro: string;
  groups: LeadershipGroup[];
  loading: string;
  errorTitle: string;
  empty: string;
} = {
  intro:
    'Our practice is owned and led by its physicians. The people below set our direction, look after quality and safety at each hospital and imaging center, and train the next generation of radiologists.',
  groups: [
    {
      group: 'executive-committee',
      title: 'Executive Committee',
      description: 'Elected by the physicians, the committee sets the practice’s strategy, budget and policies.',
    },
    {
      group: 'medical-directors',
      title: 'Medical Directors',
      description:
        'Each site we serve has a radiologist responsible for its imaging quality, safety and equipment decisions.',
    },
    {
      group: 'clinical-leadership',
      title: 'Clinical Leadership',
      description: 'Section chiefs lead each subspecialty: its protocols, schedules and peer review.',
    },
    {
      group: 'educational-leadership',
      title: 'Educational Leadership',
      description: 'These physicians run our residency and fellowships and teach medical students on rotation.',
    },
  ],
  loading: 'Loading our leadership…',
  errorTitle: 'We could not load our leadership',
  empty: 'Our leadership list is being updated. Please call our office to reach a member of our leadership.',
};
