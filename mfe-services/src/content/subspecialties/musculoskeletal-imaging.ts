import illustration from '../../illustrations/musculoskeletal-imaging.svg';
import type { ServicePageContent } from '../types.ts';

/** What our musculoskeletal radiologists do. Checked against RadiologyInfo.org's musculoskeletal MRI and ultrasound, bone X-ray, arthrography and spine MRI pages. */
export const content: ServicePageContent = {
  intro:
    'Musculoskeletal radiologists focus on bones, joints, muscles, tendons and ligaments. They help find sports injuries, arthritis, fractures and bone tumors, and they guide injections that ease pain.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a knee joint showing the thigh bone, shin bone and kneecap.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-we-do',
      heading: 'What our musculoskeletal radiologists do',
      blocks: [
        'Our musculoskeletal radiologists read X-rays, CT, MRI and ultrasound of the bones and joints, from the neck and spine to the fingers and toes.',
        'They work with bone and joint surgeons, sports medicine doctors, and doctors who treat arthritis.',
        'They also do procedures. They inject numbing medicine or steroids into joints, and they draw fluid from joints to test it. For an arthrogram, they put contrast dye into a joint before an MRI or CT.',
        'Our group runs a musculoskeletal imaging fellowship, which trains radiologists in this field.',
      ],
    },
    {
      id: 'common-exams',
      heading: 'Common exams',
      blocks: [
        {
          kind: 'list',
          items: [
            'X-rays of bones and joints.',
            'MRI of the knee, shoulder, hip, spine and other joints.',
            'CT for complex fractures and to plan surgery.',
            'Ultrasound of tendons, muscles and nerves.',
            'MRI and CT arthrograms.',
            'Joint and spine injections guided by imaging.',
            'Bone density scans.',
          ],
        },
      ],
    },
    {
      id: 'who-is-referred',
      heading: 'Who is referred',
      blocks: [
        {
          kind: 'list',
          items: [
            'Athletes and active people with joint or muscle injuries.',
            'People with joint pain, swelling or stiffness from arthritis.',
            'Patients with broken bones, including small cracks from overuse, called stress fractures.',
            'People with back or neck pain that does not get better.',
            'Patients with a lump in a bone or in the soft tissue around it.',
            'Patients who need an injection to find where pain comes from, or to ease it.',
          ],
        },
      ],
    },
    {
      id: 'joint-injections',
      heading: 'About joint injections',
      blocks: [
        'The skin is cleaned and numbed. Then the radiologist watches on ultrasound, X-ray or CT while guiding a thin needle into the joint.',
        'The numbing medicine works right away and wears off in a few hours. A steroid often takes a few days to start working.',
        'Keep track of your pain for the next week. Your doctor will use it to plan your care.',
        'Call your doctor if the joint becomes red, hot or more swollen, or if you get a fever. These can be signs of an infection, which is rare.',
      ],
    },
  ],
  links: [
    { label: 'Musculoskeletal MRI', href: 'https://www.radiologyinfo.org/en/info/muscmr', source: 'RadiologyInfo.org' },
    {
      label: 'Musculoskeletal ultrasound',
      href: 'https://www.radiologyinfo.org/en/info/musculous',
      source: 'RadiologyInfo.org',
    },
    { label: 'Bone X-ray', href: 'https://www.radiologyinfo.org/en/info/bonerad', source: 'RadiologyInfo.org' },
    { label: 'Arthrography', href: 'https://www.radiologyinfo.org/en/info/arthrog', source: 'RadiologyInfo.org' },
    { label: 'MRI of the spine', href: 'https://www.radiologyinfo.org/en/info/spinemr', source: 'RadiologyInfo.org' },
  ],
  related: [
    '/services/modalities/magnetic-resonance-imaging',
    '/services/modalities/radiology-x-ray',
    '/services/modalities/ct-scan',
    '/services/modalities/ultrasound',
  ],
};
