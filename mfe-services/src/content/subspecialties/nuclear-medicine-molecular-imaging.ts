import illustration from '../../illustrations/molecular-imaging.svg';
import type { ServicePageContent } from '../types.ts';

/** What our nuclear medicine radiologists do. Checked against RadiologyInfo.org's general nuclear medicine, PET/CT, bone scan, thyroid and hepatobiliary pages. */
export const content: ServicePageContent = {
  intro:
    'Nuclear medicine radiologists use small amounts of radioactive tracers to show how organs and tissues work. They read PET/CT and other nuclear scans, and they treat some diseases with radioactive medicine aimed at the disease.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a tracer molecule beside a body outline, with glowing spots where the tracer has gathered.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-we-do',
      heading: 'What our nuclear medicine radiologists do',
      blocks: [
        'Our nuclear medicine radiologists choose the right tracer and dose for each patient, and they read the scans.',
        'Most imaging shows the shape of things. These scans show activity, such as how the heart muscle gets blood, how the thyroid works, or where cancer cells are growing.',
        'They also give some treatments. Radioactive iodine treats an overactive thyroid and some thyroid cancers. Newer treatments carry radiation straight to some prostate cancers and some rare tumors.',
        'They follow strict safety rules that protect patients, families and staff.',
      ],
    },
    {
      id: 'common-exams',
      heading: 'Common exams and treatments',
      blocks: [
        {
          kind: 'list',
          items: [
            'PET/CT for cancer, including PSMA PET for prostate cancer.',
            'Bone scans.',
            'Heart scans that show blood flow to the heart muscle.',
            'Thyroid scans and uptake tests.',
            'Gallbladder scans and stomach emptying scans.',
            'Lung scans for blood clots.',
            'Radioactive iodine treatment.',
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
            'People with cancer, to find out how far it has spread, plan treatment and follow up.',
            'People with chest pain, to check blood flow to the heart.',
            'People with an overactive or enlarged thyroid, or thyroid cancer.',
            'People with bone pain, or with cancer that may have spread to bone.',
            'People with belly pain or nausea that may come from the gallbladder or stomach.',
            'People who cannot have CT contrast dye and need a lung scan for blood clots.',
          ],
        },
      ],
    },
    {
      id: 'after-treatment',
      heading: 'After a radioactive treatment',
      blocks: [
        'After a treatment, your body gives off some radiation for a few days. You will get written instructions before you go home.',
        {
          kind: 'list',
          items: [
            'Keep some distance from other people for a few days, especially children and anyone who is pregnant.',
            'Sleep alone and use your own towels and dishes for as long as you are told.',
            'Drink plenty of fluids and empty your bladder often. Flush the toilet twice after each use.',
          ],
        },
        'These steps protect your family. The amount of time depends on the treatment and the dose.',
      ],
    },
  ],
  links: [
    {
      label: 'General nuclear medicine',
      href: 'https://www.radiologyinfo.org/en/info/gennuclear',
      source: 'RadiologyInfo.org',
    },
    { label: 'PET/CT', href: 'https://www.radiologyinfo.org/en/info/pet', source: 'RadiologyInfo.org' },
    { label: 'Bone scan', href: 'https://www.radiologyinfo.org/en/info/bone-scan', source: 'RadiologyInfo.org' },
    {
      label: 'Thyroid scan and uptake',
      href: 'https://www.radiologyinfo.org/en/info/thyroid-scan-uptake',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Hepatobiliary (HIDA) scan',
      href: 'https://www.radiologyinfo.org/en/info/hepatobiliary',
      source: 'RadiologyInfo.org',
    },
  ],
  related: [
    '/services/modalities/nuclear-medicine-molecular-imaging',
    '/services/modalities/pet-ct',
    '/services/subspecialties/cardiovascular-imaging',
  ],
};
