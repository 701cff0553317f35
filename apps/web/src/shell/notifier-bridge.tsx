import { notification } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setNotifier, showToast } from '../api/notifier.ts';
import { announceNewBuild } from './new-build-notice.ts';

/**
 * Hands a context-aware notification API (theme, locale) to the API clients.
 * `notification.useNotification` rather than `App.useApp`, which would pull
 * Modal and Skeleton into the sign-in page; screens in the default layout get
 * `App.useApp()` from the layout.
 */
export function NotifierBridge() {
  const { t } = useTranslation();
  const [api, holder] = notification.useNotification({ placement: 'topRight', maxCount: 5 });
  useEffect(() => {
    setNotifier({
      show: (toast) =>
        api[toast.type]({
          key: toast.key,
          title: toast.title,
          description:
            toast.subtitles.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {toast.subtitles.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : undefined,
          duration: toast.duration,
          closable: toast.closable,
          props: { 'data-testid': `toast-${toast.type}` },
        }),
    });
    announceNewBuild(t, showToast);
    return () => setNotifier(null);
  }, [api, t]);
  return holder;
}
