import { DocumentTitleProvider, SETTINGS_PATH } from '@site/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { registerRegistry } from './federation/remote-loader.ts';
import { RegistryContext } from './layout/registry-context.tsx';
import { createSiteRouter } from './router/create-router.tsx';
import { readSiteData } from './site-data.ts';
import './styles/reset.css';

// Module Federation's asyncStartup lets this entry import the shared singletons directly.
const { registry, settings } = await readSiteData();
registerRegistry(registry);
const router = createSiteRouter(registry);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={{ fallback: { [SETTINGS_PATH]: settings } }}>
      <RegistryContext.Provider value={registry}>
        <DocumentTitleProvider>
          <RouterProvider router={router} />
        </DocumentTitleProvider>
      </RegistryContext.Provider>
    </SWRConfig>
  </StrictMode>,
);
