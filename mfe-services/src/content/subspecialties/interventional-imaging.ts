import illustration from '../../illustrations/interventional-imaging.svg';
import type { ServicePageContent } from '../types.ts';

/** What our interventional radiologists do. Checked against the Society of Interventional Radiology's patient center and RadiologyInfo.org's catheter angiography page. */
export const content: ServicePageContent = {
  intro:
    'Interventional radiologists treat disease as well as find it. They use live images to guide needles, wires and thin tubes, so many conditions can be treated through a small nick in the skin in place of open surgery.',
  illustration: {
    src: illustration,
    alt: 'Drawing of an ultrasound picture with a needle guided along a dotted path to a round target.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-we-do',
      heading: 'What our interventional radiologists do',
      blocks: [
        'Our interventional radiologists meet with patients before a procedure, do the procedure, and follow up after. They work with your other doctors as part of your care team.',
        'They take tissue samples, drain fluid, open blocked vessels and stop bleeding. They also deliver cancer treatment straight to a tumor.',
        'To see where their tools are at every moment, they use ultrasound, live X-ray video called fluoroscopy, CT and sometimes MRI.',
      ],
    },
    {
      id: 'common-exams',
      heading: 'Common procedures',
      blocks: [
        {
          kind: 'list',
          items: [
            'Needle biopsies guided by ultrasound or CT.',
            'Drains for infected pockets of fluid, and for fluid around the lungs or in the belly.',
            'Ports, PICC lines and dialysis catheters.',
            'Balloons and stents to open blocked arteries and veins.',
            'Embolization, which blocks blood vessels to stop bleeding or shrink fibroids in the uterus.',
            'Treatments for liver and kidney tumors that use heat, cold or medicine sent straight to the tumor.',
            'Bone cement for painful spine fractures.',
            'Filters that catch blood clots before they reach the lungs.',
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
            'Patients who need a biopsy of a lump found on a scan.',
            'People with cancer who need a port or a treatment aimed at a tumor.',
            'People with kidney failure who need access for dialysis.',
            'Patients with blocked arteries or veins, or bleeding that other treatments cannot stop.',
            'Women with problems from fibroids in the uterus.',
            'Older adults with painful spine fractures from thin bones.',
          ],
        },
        {
          kind: 'link',
          text: 'Read what to expect before, during and after a procedure.',
          label: 'About interventional radiology procedures',
          to: '/services/modalities/interventional-radiology',
        },
      ],
    },
    {
      id: 'clinic-visit',
      heading: 'Your visit with an interventional radiologist',
      blocks: [
        'Before many procedures, you meet the interventional radiologist in a clinic visit or by phone. They look at your scans, explain your choices and answer your questions.',
        'Bring a list of all your medicines, including blood thinners, and any allergies. Bring a family member or friend if you like.',
        'Good questions to ask include: What are the benefits and risks? What other choices do I have? How long will recovery take? When can I go back to work?',
      ],
    },
  ],
  links: [
    {
      label: 'Patient center: conditions and treatments',
      href: 'https://www.sirweb.org/patient-center/',
      source: 'Society of Interventional Radiology',
    },
    {
      label: 'Catheter angiography',
      href: 'https://www.radiologyinfo.org/en/info/angiocath',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Contrast materials',
      href: 'https://www.radiologyinfo.org/en/info/safety-contrast',
      source: 'RadiologyInfo.org',
    },
  ],
  related: [
    '/services/modalities/interventional-radiology',
    '/services/modalities/ultrasound',
    '/services/modalities/ct-scan',
    '/services/subspecialties/cardiovascular-imaging',
  ],
};
