import type { ServicePageContent } from './types.ts';

/** A modality is an exam type; a subspecialty is a field of radiology (docs/requirements.md#screens-and-routes). */
export type ServiceKind = 'modality' | 'subspecialty';

/**
 * One modality or subspecialty page. Its title and meta description live here, not in the page's content
 * file, because the router needs them before the page's text has loaded; `load` fetches the text on demand.
 */
export interface CatalogueEntry {
  kind: ServiceKind;
  slug: string;
  /** The page name: the h1, the route handle's title and the name in related-page links. */
  title: string;
  /** One sentence for the meta description. */
  description: string;
  /** The module `load` imports, from the package folder: the route names it with the page's (docs/design.md#contracts). */
  module: string;
  load: () => Promise<ServicePageContent>;
}

/** The section's landing page (docs/requirements.md#screens-and-routes; '/services/' reaches it too). */
export const SERVICES_PATH = '/services';

/** The page for referring physicians. */
export const REFERRING_PHYSICIANS_PATH = '/services/referring-physicians';

/** The section's two pages that are not modality or subspecialty pages: path, title and meta description. */
export const sectionPages = {
  index: {
    path: SERVICES_PATH,
    title: 'Services',
    description: 'The imaging exams our radiologists perform and read, and the subspecialties that read them.',
  },
  referringPhysicians: {
    path: REFERRING_PHYSICIANS_PATH,
    title: 'For Referring Physicians',
    description:
      'How to order and schedule imaging, STAT turnaround, radiologist consults, and access to images and reports.',
  },
} as const;

/** The site path of a modality or subspecialty page, e.g. '/services/modalities/ct-scan'. */
export function servicePath(kind: ServiceKind, slug: string): string {
  return `${SERVICES_PATH}/${kind === 'modality' ? 'modalities' : 'subspecialties'}/${slug}`;
}

/** The eight modality pages, in menu order (docs/requirements.md#screens-and-routes). */
export const modalities: CatalogueEntry[] = [
  {
    kind: 'modality',
    slug: 'magnetic-resonance-imaging',
    title: 'Magnetic Resonance Imaging',
    description: 'What an MRI scan is, how to get ready, what happens during the scan and how MRI is kept safe.',
    module: 'src/content/modalities/magnetic-resonance-imaging.ts',
    load: async () => (await import('./modalities/magnetic-resonance-imaging.ts')).content,
  },
  {
    kind: 'modality',
    slug: 'ct-scan',
    title: 'CT Scan',
    description: 'What a CT scan is, how to prepare, what to expect with contrast, and how radiation dose is kept low.',
    module: 'src/content/modalities/ct-scan.ts',
    load: async () => (await import('./modalities/ct-scan.ts')).content,
  },
  {
    kind: 'modality',
    slug: 'ultrasound',
    title: 'Ultrasound',
    description:
      'How an ultrasound exam works, how to prepare for belly and pelvic scans, and what happens during the exam.',
    module: 'src/content/modalities/ultrasound.ts',
    load: async () => (await import('./modalities/ultrasound.ts')).content,
  },
  {
    kind: 'modality',
    slug: 'nuclear-medicine-molecular-imaging',
    title: 'Nuclear Medicine & Molecular Imaging',
    description: 'How nuclear medicine scans use a small amount of tracer to show how organs work, and how to prepare.',
    module: 'src/content/modalities/nuclear-medicine-molecular-imaging.ts',
    load: async () => (await import('./modalities/nuclear-medicine-molecular-imaging.ts')).content,
  },
  {
    kind: 'modality',
    slug: 'radiology-x-ray',
    title: 'Radiology (X-ray)',
    description: 'What X-rays, fluoroscopy and bone density scans are used for, how to prepare and how safe they are.',
    module: 'src/content/modalities/radiology-x-ray.ts',
    load: async () => (await import('./modalities/radiology-x-ray.ts')).content,
  },
  {
    kind: 'modality',
    slug: 'interventional-radiology',
    title: 'Interventional Radiology',
    description:
      'How image-guided procedures treat and diagnose disease through a small nick in the skin, and what to expect.',
    module: 'src/content/modalities/interventional-radiology.ts',
    load: async () => (await import('./modalities/interventional-radiology.ts')).content,
  },
  {
    kind: 'modality',
    slug: 'pet-ct',
    title: 'PET/CT',
    description: 'What a PET/CT scan shows, how to prepare for it, how long it takes and what to do afterward.',
    module: 'src/content/modalities/pet-ct.ts',
    load: async () => (await import('./modalities/pet-ct.ts')).content,
  },
  {
    kind: 'modality',
    slug: 'mammography',
    title: 'Mammography',
    description:
      'Screening and diagnostic mammograms: how to book a screening without a referral, prepare and get results.',
    module: 'src/content/modalities/mammography.ts',
    load: async () => (await import('./modalities/mammography.ts')).content,
  },
];

/** The eight subspecialty pages, in menu order (docs/requirements.md#screens-and-routes). */
export const subspecialties: CatalogueEntry[] = [
  {
    kind: 'subspecialty',
    slug: 'body-imaging',
    title: 'Body Imaging',
    description: 'Our body imaging radiologists read CT, MRI and ultrasound of the chest, abdomen and pelvis.',
    module: 'src/content/subspecialties/body-imaging.ts',
    load: async () => (await import('./subspecialties/body-imaging.ts')).content,
  },
  {
    kind: 'subspecialty',
    slug: 'womens-imaging',
    title: "Women's Imaging",
    description: 'Our women’s imaging radiologists read mammograms, breast and pelvic imaging, and do breast biopsies.',
    module: 'src/content/subspecialties/womens-imaging.ts',
    load: async () => (await import('./subspecialties/womens-imaging.ts')).content,
  },
  {
    kind: 'subspecialty',
    slug: 'emergency-radiology',
    title: 'Emergency Radiology',
    description: 'Our emergency radiologists read emergency department scans around the clock, every day of the year.',
    module: 'src/content/subspecialties/emergency-radiology.ts',
    load: async () => (await import('./subspecialties/emergency-radiology.ts')).content,
  },
  {
    kind: 'subspecialty',
    slug: 'cardiovascular-imaging',
    title: 'Cardiovascular Imaging',
    description:
      'Our cardiovascular radiologists image the heart and blood vessels with CT, MRI, ultrasound and nuclear scans.',
    module: 'src/content/subspecialties/cardiovascular-imaging.ts',
    load: async () => (await import('./subspecialties/cardiovascular-imaging.ts')).content,
  },
  {
    kind: 'subspecialty',
    slug: 'interventional-imaging',
    title: 'Interventional Imaging',
    description:
      'Our interventional radiologists use live imaging to guide biopsies, drains, stents and tumor treatments.',
    module: 'src/content/subspecialties/interventional-imaging.ts',
    load: async () => (await import('./subspecialties/interventional-imaging.ts')).content,
  },
  {
    kind: 'subspecialty',
    slug: 'musculoskeletal-imaging',
    title: 'Musculoskeletal Imaging',
    description:
      'Our musculoskeletal radiologists image bones, joints, muscles and tendons and guide joint injections.',
    module: 'src/content/subspecialties/musculoskeletal-imaging.ts',
    load: async () => (await import('./subspecialties/musculoskeletal-imaging.ts')).content,
  },
  {
    kind: 'subspecialty',
    slug: 'neuroradiology',
    title: 'Neuroradiology',
    description: 'Our neuroradiologists read scans of the brain, spine, head and neck, including urgent stroke scans.',
    module: 'src/content/subspecialties/neuroradiology.ts',
    load: async () => (await import('./subspecialties/neuroradiology.ts')).content,
  },
  {
    kind: 'subspecialty',
    slug: 'nuclear-medicine-molecular-imaging',
    title: 'Nuclear Medicine & Molecular Imaging',
    description:
      'Our nuclear medicine radiologists read PET/CT and nuclear scans and give targeted radioactive treatments.',
    module: 'src/content/subspecialties/nuclear-medicine-molecular-imaging.ts',
    load: async () => (await import('./subspecialties/nuclear-medicine-molecular-imaging.ts')).content,
  },
];

/** All sixteen modality and subspecialty pages. */
export const catalogue: CatalogueEntry[] = [...modalities, ...subspecialties];

/** The catalogue entry whose page lives at `path`, if any. */
function findEntry(path: string): CatalogueEntry | undefined {
  return catalogue.find((entry) => servicePath(entry.kind, entry.slug) === path);
}

/** How a page of this section is named in links: its title and what kind of page it is. */
export function describePath(path: string): { title: string; kind: string } | undefined {
  const entry = findEntry(path);
  if (entry) return { title: entry.title, kind: entry.kind === 'modality' ? 'imaging exam' : 'subspecialty' };
  if (path === REFERRING_PHYSICIANS_PATH) return { title: sectionPages.referringPhysicians.title, kind: 'information' };
  if (path === SERVICES_PATH) return { title: 'All services', kind: 'overview' };
  return undefined;
}
