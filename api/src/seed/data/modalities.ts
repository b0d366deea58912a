import type { Modality } from '@site/contracts/types';

// Order is the order the services menu and pages list them in.
export const modalities: Modality[] = [
  {
    name: 'Magnetic Resonance Imaging',
    description_short:
      'Uses a strong magnet and radio waves, not X-rays, to make detailed pictures of the brain, spine, joints and organs.',
    url: '/services/modalities/magnetic-resonance-imaging',
  },
  {
    name: 'CT Scan',
    description_short:
      'A fast X-ray scan that builds cross-section pictures of the body to check for injuries, stroke, cancer and more.',
    url: '/services/modalities/ct-scan',
  },
  {
    name: 'Ultrasound',
    description_short:
      'Uses sound waves, with no radiation, to look at organs, blood flow and a baby during pregnancy.',
    url: '/services/modalities/ultrasound',
  },
  {
    name: 'Nuclear Medicine & Molecular Imaging',
    description_short:
      'A small amount of radioactive tracer shows how organs such as the heart, thyroid and bones are working.',
    url: '/services/modalities/nuclear-medicine-molecular-imaging',
  },
  {
    name: 'Radiology (X-ray)',
    description_short:
      'The most common imaging test: a quick, low-dose picture of bones, the chest and other body parts.',
    url: '/services/modalities/radiology-x-ray',
  },
  {
    name: 'Interventional Radiology',
    description_short:
      'Procedures done through a needle or thin tube, guided by imaging, to diagnose and treat disease without open surgery.',
    url: '/services/modalities/interventional-radiology',
  },
  {
    name: 'PET/CT',
    description_short:
      'Combines a PET scan, which shows how active cells are, with CT to find cancer and see how well treatment is working.',
    url: '/services/modalities/pet-ct',
  },
  {
    name: 'Mammography',
    description_short:
      'A low-dose X-ray of the breast used to screen for breast cancer and to check a lump or other change.',
    url: '/services/modalities/mammography',
  },
];
