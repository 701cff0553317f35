import { useQuery } from '@tanstack/react-query';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { sanitizeHtml } from '../../../shared/html.ts';
import { INFO_KEY, infoApi } from './api.ts';

/** /info/versions: what each version of the program changed, newest first, for everyone signed in. */
export function VersionsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const versions = useQuery({
    queryKey: [INFO_KEY, 'versions'],
    queryFn: ({ signal }) => infoApi.versions(signal),
  });
  const list = versions.data ?? [];
  return (
    <section data-testid="versions-page">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      {list.length === 0 && !versions.isLoading ? (
        <Empty />
      ) : (
        <Timeline
          items={list.map((v) => ({
            key: v.id,
            children: (
              <div data-testid={`version-${v.version}`}>
                <Typography.Text strong>
                  {v.version} · {v.released_at.split('-').reverse().join('.')}
                </Typography.Text>
                {/* Notes are sanitised on the server when stored, and again here. */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed HTML from the shared sanitiser */}
                <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(v.notes) }} />
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}
