import illustration from '../../illustrations/cardiovascular-imaging.svg';
import type { ServicePageContent } from '../types.ts';

/** What our cardiovascular radiologists do. Checked against RadiologyInfo.org's coronary CT angiography, calcium scoring, CT and MR angiography and Doppler pages. */
export const content: ServicePageContent = {
  intro:
    'Cardiovascular imaging radiologists focus on the heart and blood vessels. They use CT, MRI, ultrasound and nuclear medicine to show how the heart works and where vessels are narrowed or blocked.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a heart with its main blood vessels, above a heartbeat line.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-we-do',
      heading: 'What our cardiovascular radiologists do',
      blocks: [
        'Our cardiovascular radiologists read scans of the heart, and of arteries and veins all through the body.',
        'They look for narrowed or blocked arteries, blood clots, damage to the heart muscle and problems with heart valves. They also look for weak, bulging spots in blood vessels, called aneurysms.',
        'They work closely with heart doctors, vascular surgeons and interventional radiologists, who may use the scans to plan a procedure.',
        'For a heart CT, you may get a medicine that slows your heart rate for a short time. A slower heartbeat gives sharper pictures.',
      ],
    },
    {
      id: 'common-exams',
      heading: 'Common exams',
      blocks: [
        {
          kind: 'list',
          items: [
            'Coronary CT angiography, to look for narrowed heart arteries.',
            'Calcium scoring, a quick CT that measures hard plaque in the heart arteries.',
            'Heart MRI, to study the heart muscle and how well it pumps.',
            'CT and MR angiography of the aorta, neck, belly and legs.',
            'Doppler ultrasound of the neck arteries and the leg veins.',
            'Nuclear stress tests, which show blood flow to the heart at rest and under stress.',
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
            'People with chest pain, or a heart test that needs follow-up.',
            'People at risk for heart disease, for a calcium score.',
            'People with a known aneurysm, and people before and after repair of the aorta.',
            'People with leg pain when walking, which can be a sign of blocked arteries.',
            'People with a swollen, painful leg that might have a blood clot.',
            'People who have had a stroke or a mini-stroke, to check the arteries in the neck.',
          ],
        },
      ],
    },
    {
      id: 'before-a-heart-scan',
      heading: 'Before a heart scan',
      blocks: [
        {
          kind: 'list',
          items: [
            'Avoid caffeine, such as coffee, tea, soda and energy drinks, for 12 hours before a heart CT or a stress test.',
            'Tell us if you have taken a medicine for erection problems in the last 2 days. It can be unsafe with a medicine often used during heart CT.',
            'Take your other medicines as usual, unless you are told not to.',
            'Tell us about kidney disease, diabetes or a past reaction to contrast dye.',
          ],
        },
      ],
    },
  ],
  links: [
    {
      label: 'Coronary CT angiography',
      href: 'https://www.radiologyinfo.org/en/info/angiocoroct',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Cardiac CT for calcium scoring',
      href: 'https://www.radiologyinfo.org/en/info/ct_calscoring',
      source: 'RadiologyInfo.org',
    },
    { label: 'CT angiography', href: 'https://www.radiologyinfo.org/en/info/angioct', source: 'RadiologyInfo.org' },
    { label: 'MR angiography', href: 'https://www.radiologyinfo.org/en/info/angiomr', source: 'RadiologyInfo.org' },
    { label: 'Doppler ultrasound', href: 'https://www.radiologyinfo.org/en/info/doppler', source: 'RadiologyInfo.org' },
  ],
  related: [
    '/services/modalities/ct-scan',
    '/services/modalities/magnetic-resonance-imaging',
    '/services/modalities/nuclear-medicine-molecular-imaging',
    '/services/subspecialties/interventional-imaging',
  ],
};
