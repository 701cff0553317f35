import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './shared/i18n.ts';
import { AppProviders } from './shell/app-providers.tsx';
import { watchForNewBuild } from './shell/chunk-reload.ts';
import { createAppRouter } from './shell/router.tsx';
import './styles.css';

watchForNewBuild();
await initI18n();
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
