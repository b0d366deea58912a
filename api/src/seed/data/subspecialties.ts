import type { Subspecialty } from '@site/contracts/types';

// These names are the ones physicians' `subspecialties` lists use, so Meet Our Team can filter on them.
export const subspecialties: Subspecialty[] = [
  {
    name: 'Body Imaging',
    description_short:
      'CT, MRI and ultrasound of the chest, abdomen and pelvis, including the liver, kidneys and bowel.',
    url: '/services/subspecialties/body-imaging',
  },
  {
    name: "Women's Imaging",
    description_short:
      'Screening and diagnostic mammography, breast ultrasound and MRI, breast biopsy and pelvic imaging.',
    url: '/services/subspecialties/womens-imaging',
  },
  {
    name: 'Emergency Radiology',
    description_short:
      'Around-the-clock reading for emergency departments, so injuries and sudden illness are found fast.',
    url: '/services/subspecialties/emergency-radiology',
  },
  {
    name: 'Cardiovascular Imaging',
    description_short:
      'CT and MRI of the heart and blood vessels to find heart disease, aneurysms and blocked arteries.',
    url: '/services/subspecialties/cardiovascular-imaging',
  },
  {
    name: 'Interventional Imaging',
    description_short:
      'Image-guided biopsies, drains, vein and artery treatments and other procedures without open surgery.',
    url: '/services/subspecialties/interventional-imaging',
  },
  {
    name: 'Musculoskeletal Imaging',
    description_short: 'Imaging of bones, joints, muscles and tendons for sports injuries, arthritis and fractures.',
    url: '/services/subspecialties/musculoskeletal-imaging',
  },
  {
    name: 'Neuroradiology',
    description_short: 'Imaging of the brain, spine, head and neck for stroke, headaches, tumors and nerve problems.',
    url: '/services/subspecialties/neuroradiology',
  },
  {
    name: 'Nuclear Medicine & Molecular Imaging',
    description_short: 'Tracer-based tests, including PET/CT, that show how organs work and where disease is active.',
    url: '/services/subspecialties/nuclear-medicine-molecular-imaging',
  },
];
