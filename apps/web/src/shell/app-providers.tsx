import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANTD_LOCALES } from '../shared/antd-locale.ts';
import { currentLanguage } from '../shared/i18n.ts';
import { LoadingOverlay } from './loading-overlay.tsx';
import { NotifierBridge } from './notifier-bridge.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Query cache, Ant Design locale (following the language), toasts and the loading overlay. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language ? currentLanguage() : 'uz';
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[lang]}>
        <NotifierBridge />
        <LoadingOverlay />
        <SignInPrompt />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
