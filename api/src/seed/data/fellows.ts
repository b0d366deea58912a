import type { Physician } from '@site/contracts/types';
import { person } from './person.ts';

export const fellows: Omit<Physician, 'id'>[] = [
  person({
    category: 'fellow',
    full_name: 'Natalia Romero, MD',
    last_name: 'Romero',
    photo: 'romero-natalia.svg',
    subspecialties: ['Musculoskeletal Imaging'],
    medical_school: 'University of Miami Leonard M. Miller School of Medicine',
    residency: 'Diagnostic Radiology, University of South Florida',
    undergrad: 'B.S. Exercise Science, Florida State University',
    interests: 'Sports injuries, musculoskeletal ultrasound, triathlons',
    why_msk:
      '<p>I ran track in college and spent more time in the training room than I would like to admit. Reading a knee MRI and knowing exactly what an athlete is facing, and how soon they can get back, still feels like solving a puzzle that matters to someone.</p>',
    why_radiology:
      '<p>Radiology sits in the middle of almost every patient’s care. I like being the doctor other doctors call when they need an answer, and I like that the answer is right there in the images if you look carefully.</p>',
    what_did_you_like_dayton:
      '<p>The fellowship gives you a huge volume of sports and orthopedic cases without the chaos of a giant program, and the faculty actually sit down and read with you. Dayton itself surprised me: the bike trails along the rivers are wonderful, and I can afford to live ten minutes from work.</p>',
  }),
  person({
    category: 'fellow',
    full_name: 'Jessica Holloway, DO',
    last_name: 'Holloway',
    photo: 'holloway-jessica.svg',
    subspecialties: ["Women's Imaging"],
    medical_school: 'Kansas City University College of Osteopathic Medicine',
    residency: 'Diagnostic Radiology, OhioHealth Riverside Methodist Hospital, Columbus, OH',
    undergrad: 'B.S. Nursing, University of Kansas',
    interests: 'Breast MRI, patient communication, pottery',
    why_radiology:
      '<p>I was a nurse before medical school and saw how much depends on a clear imaging report. In breast imaging I get to combine careful reading with procedures and real conversations with patients, often on the same day.</p>',
    what_did_you_like_dayton:
      '<p>The volume is remarkable: screening, diagnostic work-ups, ultrasound, MRI and biopsies every week, across several sites. The breast imagers here let fellows talk with patients directly, which is exactly the training I wanted. Dayton is friendly and easy to get around, and the food scene is better than people think.</p>',
  }),
];
