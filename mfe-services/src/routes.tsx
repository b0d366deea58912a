import type { RouteObject } from 'react-router-dom';
import { Page } from '@site/shared';

/** The `services` remote's route objects (DESIGN §3): absolute paths, `handle.title` for the page title. */
export const routes: RouteObject[] = [
  { path: '/services', element: <Page title="Services" />, handle: { title: 'Services' } },
  {
    path: '/services/modalities/magnetic-resonance-imaging',
    element: <Page title="Magnetic Resonance Imaging" />,
    handle: { title: 'Magnetic Resonance Imaging' },
  },
  { path: '/services/modalities/ct-scan', element: <Page title="CT Scan" />, handle: { title: 'CT Scan' } },
  { path: '/services/modalities/ultrasound', element: <Page title="Ultrasound" />, handle: { title: 'Ultrasound' } },
  {
    path: '/services/modalities/nuclear-medicine-molecular-imaging',
    element: <Page title="Nuclear Medicine & Molecular Imaging" />,
    handle: { title: 'Nuclear Medicine & Molecular Imaging' },
  },
  {
    path: '/services/modalities/radiology-x-ray',
    element: <Page title="Radiology (X-ray)" />,
    handle: { title: 'Radiology (X-ray)' },
  },
  {
    path: '/services/modalities/interventional-radiology',
    element: <Page title="Interventional Radiology" />,
    handle: { title: 'Interventional Radiology' },
  },
  { path: '/services/modalities/pet-ct', element: <Page title="PET/CT" />, handle: { title: 'PET/CT' } },
  { path: '/services/modalities/mammography', element: <Page title="Mammography" />, handle: { title: 'Mammography' } },
  {
    path: '/services/subspecialties/body-imaging',
    element: <Page title="Body Imaging" />,
    handle: { title: 'Body Imaging' },
  },
  {
    path: '/services/subspecialties/womens-imaging',
    element: <Page title="Women's Imaging" />,
    handle: { title: "Women's Imaging" },
  },
  {
    path: '/services/subspecialties/emergency-radiology',
    element: <Page title="Emergency Radiology" />,
    handle: { title: 'Emergency Radiology' },
  },
  {
    path: '/services/subspecialties/cardiovascular-imaging',
    element: <Page title="Cardiovascular Imaging" />,
    handle: { title: 'Cardiovascular Imaging' },
  },
  {
    path: '/services/subspecialties/interventional-imaging',
    element: <Page title="Interventional Imaging" />,
    handle: { title: 'Interventional Imaging' },
  },
  {
    path: '/services/subspecialties/musculoskeletal-imaging',
    element: <Page title="Musculoskeletal Imaging" />,
    handle: { title: 'Musculoskeletal Imaging' },
  },
  {
    path: '/services/subspecialties/neuroradiology',
    element: <Page title="Neuroradiology" />,
    handle: { title: 'Neuroradiology' },
  },
  {
    path: '/services/subspecialties/nuclear-medicine-molecular-imaging',
    element: <Page title="Nuclear Medicine & Molecular Imaging" />,
    handle: { title: 'Nuclear Medicine & Molecular Imaging' },
  },
];
