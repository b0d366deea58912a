import { pageData, PRACTICE_CONTACTS_PATH } from '@site/shared';
import type { RouteHandle, SectionEntry } from '@site/contracts/types';
import { Navigate, type RouteObject } from '@site/shared/router';
import { catalogue, sectionPages, servicePath } from './content/catalogue.ts';
import { LowercasePaths } from './routing/lowercase-paths.tsx';

/**
 * The `services` remote's route objects (docs/design.md#contracts): absolute paths, `handle.title` for the page title,
 * `handle.description` for the meta description and `handle.modules` for the modules each page's `lazy` loads. Pages load lazily. All sit under LowercasePaths, which sends
 * an address with capitals to its lowercase form; an unknown address in the section goes to /404.
 */
export const routes: RouteObject[] = [
  {
    Component: LowercasePaths,
    children: [
      {
        // Also matches '/services/' (docs/requirements.md#screens-and-routes): React Router ignores a trailing slash.
        path: sectionPages.index.path,
        handle: {
          title: sectionPages.index.title,
          description: sectionPages.index.description,
          modules: ['src/pages/services-index/services-index.tsx'],
        } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/services-index/services-index.tsx')).ServicesIndex }),
      },
      {
        path: sectionPages.referringPhysicians.path,
        loader: pageData(() => [PRACTICE_CONTACTS_PATH]),
        handle: {
          title: sectionPages.referringPhysicians.title,
          description: sectionPages.referringPhysicians.description,
          modules: ['src/pages/referring-physicians/referring-physicians.tsx'],
        } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/referring-physicians/referring-physicians.tsx')).ReferringPhysicians,
        }),
      },
      ...catalogue.map((entry): RouteObject => ({
        path: servicePath(entry.kind, entry.slug),
        // The page's template and the entry's text, which the template's loadServicePage imports.
        handle: {
          title: entry.title,
          description: entry.description,
          modules: ['src/pages/service-page/service-page.tsx', entry.module],
        } satisfies RouteHandle,
        lazy: async () => ({
          Component: await (await import('./pages/service-page/service-page.tsx')).loadServicePage(entry),
        }),
      })),
      { path: `${sectionPages.index.path}/*`, element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * Where the `services` section sits in the site (docs/design.md#registry): the paths it owns, its main-menu group. The build writes
 * them, with the public paths of the routes above, into the remote's registry entry.
 */
export const section: SectionEntry = {
  basePaths: ['/services'],
  nav: {
    title: 'Services',
    url: '/services',
    order: 2,
    items: [
      {
        title: 'MRI',
        url: '/services/modalities/magnetic-resonance-imaging',
      },
      {
        title: 'CT Scan',
        url: '/services/modalities/ct-scan',
      },
      {
        title: 'Ultrasound',
        url: '/services/modalities/ultrasound',
      },
      {
        title: 'Nuclear Medicine',
        url: '/services/modalities/nuclear-medicine-molecular-imaging',
      },
      {
        title: 'X-ray',
        url: '/services/modalities/radiology-x-ray',
      },
      {
        title: 'Interventional Radiology',
        url: '/services/modalities/interventional-radiology',
      },
      {
        title: 'PET/CT',
        url: '/services/modalities/pet-ct',
      },
      {
        title: 'Mammography',
        url: '/services/modalities/mammography',
      },
      {
        title: 'Body Imaging',
        url: '/services/subspecialties/body-imaging',
      },
      {
        title: "Women's Imaging",
        url: '/services/subspecialties/womens-imaging',
      },
      {
        title: 'Emergency Radiology',
        url: '/services/subspecialties/emergency-radiology',
      },
      {
        title: 'Cardiovascular Imaging',
        url: '/services/subspecialties/cardiovascular-imaging',
      },
      {
        title: 'Interventional Imaging',
        url: '/services/subspecialties/interventional-imaging',
      },
      {
        title: 'Musculoskeletal Imaging',
        url: '/services/subspecialties/musculoskeletal-imaging',
      },
      {
        title: 'Neuroradiology',
        url: '/services/subspecialties/neuroradiology',
      },
      {
        title: 'Molecular Imaging',
        url: '/services/subspecialties/nuclear-medicine-molecular-imaging',
      },
      {
        title: 'For Referring Physicians',
        url: '/services/referring-physicians',
      },
    ],
  },
};
