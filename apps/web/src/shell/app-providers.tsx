import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale, currentLanguage } from '../shared/i18n.ts';
import { appTheme } from '../shared/theme.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/**
 * The toasts' holder and the loading overlay come just after the first
 * render (toasts asked for before are queued, `api/notifier.ts`; the overlay
 * reads the in-flight count when it mounts): Ant Design's notification and
 * Spin stay out of the first page's script.
 */
const NotifierBridge = lazy(() =>
  import('./notifier-bridge.tsx').then((m) => ({ default: m.NotifierBridge })),
);
const LoadingOverlay = lazy(() =>
  import('./loading-overlay.tsx').then((m) => ({ default: m.LoadingOverlay })),
);

/** Query cache, Ant Design locale (following the language), toasts and the loading overlay. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language ? currentLanguage() : 'uz';
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(lang)} theme={appTheme}>
        <Suspense fallback={null}>
          <NotifierBridge />
          <LoadingOverlay />
        </Suspense>
        <SignInPrompt />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
