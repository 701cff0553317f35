import { findResource, type ResourceDef } from '@savdo/shared/resources';
import { checkRule } from '@savdo/shared/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, type FormRule, Input, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/index.ts';
import { serverFieldErrors } from '../../../engine/form-values.ts';
import { recordFormSchema } from '../../../engine/record-schema.ts';
import { useRules } from '../../../platform/session.ts';
import { zodRule } from '../../../shared/form-rules.ts';
import { htmlText, sanitizeHtml } from '../../../shared/html.ts';
import { type NewsPayload, type NewsRecord, newsApi, newsKey } from './api.ts';
import styles from './rich-text.module.css';

const DateInput = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateInput })),
);

/** The rich-text editor with TipTap, a chunk of its own loaded by this screen only. */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** The editor, loaded on demand; Form.Item hands it `value` and `onChange` through this. */
function Body(props: {
  id?: string;
  value?: unknown;
  onChange?: (html: string) => void;
  disabled?: boolean;
}) {
  return (
    <Suspense
      fallback={
        <div className={styles.editor} data-disabled={props.disabled || undefined} aria-busy>
          <div className={styles.area} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** The engine's date control, loaded on demand; Form.Item hands it `value` and `onChange` through this. */
function PublishedAt(props: { id?: string; value?: unknown; onChange?: (value: unknown) => void }) {
  return (
    <Suspense fallback={<Input disabled />}>
      <DateInput {...props} />
    </Suspense>
  );
}

const NEWS = findResource('news') as ResourceDef;
const api = newsApi(NEWS.apiPath);
const schema = recordFormSchema(NEWS);
const FIELDS = ['name', 'published_at', 'body'] as const;
const NEWS_LIST_PATH = '/info/news';

type Values = Partial<NewsPayload>;

/** A field's rule from the shared record schema (one schema, both sides). */
function fieldRules(field: string, t: TFunction): FormRule[] {
  const parser = schema.shape[field];
  return parser ? [zodRule(parser, t)] : [];
}

const idOf = (raw: string | null) =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

/** The form's values of a stored item (dates as `YYYY-MM-DD`). */
const valuesOf = (row: NewsRecord): Values => ({
  name: row.name,
  published_at: String(row.published_at ?? '').slice(0, 10),
  body: row.body ?? '',
});

/**
 * /info/news-editor (clean layout): a news item of the `news` resource
 * written in the rich-text editor (TipTap, loaded lazily) with a live preview. `?id=` edits
 * (`PUT`, needs `news.edit`), none creates (`POST`, needs `news.add`); the
 * body is sanitised both where it is shown and where it is sent.
 */
export function NewsEditorPage() {
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  // A new id (the item just created, another one) starts the form afresh.
  return <NewsEditor key={id ?? 'new'} id={id} />;
}

function NewsEditor({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const rules = useRules();
  const canSave = useMemo(() => checkRule(id === undefined ? 'news.add' : 'news.edit', rules), [id, rules]);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const body: unknown = Form.useWatch('body', form);
  const preview = useMemo(() => sanitizeHtml(typeof body === 'string' ? body : ''), [body]);

  const record = useQuery({
    queryKey: newsKey(id),
    queryFn: ({ signal }) => api.get(id as number, signal),
    enabled: id !== undefined,
  });
  useEffect(() => {
    if (record.data) form.setFieldsValue(valuesOf(record.data));
  }, [record.data, form]);

  const rulesOf = useMemo(
    () => ({
      name: fieldRules('name', t),
      published_at: fieldRules('published_at', t),
      body: [
        {
          validator: async (_: unknown, value: unknown) => {
            const html = sanitizeHtml(typeof value === 'string' ? value : '');
            if (htmlText(html) === '') throw new Error(t('validation.required'));
            if (html.length > 50_000) throw new Error(t('validation.max', { n: 50_000 }));
          },
        },
      ],
    }),
    [t],
  );

  const save = async (values: Values) => {
    const payload: NewsPayload = {
      name: (values.name ?? '').trim(),
      published_at: values.published_at ?? '',
      body: sanitizeHtml(values.body ?? ''),
    };
    setSaving(true);
    try {
      const saved = id === undefined ? await api.create(payload) : await api.update(id, payload);
      queryClient.setQueryData(newsKey(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: ['news'], exact: false, refetchType: 'none' });
      if (id === undefined) setParams({ id: String(saved.id) }, { replace: true });
      else form.setFieldsValue(valuesOf(saved));
    } catch (error) {
      // The main client showed the toast; the fields show what concerns them.
      if (error instanceof ApiError)
        form.setFields(
          serverFieldErrors(error.errors, FIELDS).map(({ name, errors }) => ({
            name: name as keyof Values,
            errors,
          })),
        );
    } finally {
      setSaving(false);
    }
  };

  const loading = id !== undefined && record.isPending;
  return (
    <section data-testid="news-editor" data-mode={id === undefined ? 'create' : 'edit'} data-id={id}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Flex vertical>
          <Link to={NEWS_LIST_PATH} data-testid="news-editor-back">
            ← {t('settings.news.back')}
          </Link>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {t(id === undefined ? 'settings.news.createTitle' : 'settings.news.editTitle')}
          </Typography.Title>
        </Flex>
        <Button
          type="primary"
          data-testid="news-editor-save"
          disabled={!canSave || loading || record.isError}
          loading={saving}
          onClick={() => form.submit()}
        >
          {t('settings.news.save')}
        </Button>
      </Flex>
      {!canSave && (
        <Alert type="info" showIcon title={t('settings.news.readOnly')} style={{ marginBottom: 16 }} />
      )}
      {record.isError && (
        <Alert
          type="error"
          showIcon
          data-testid="news-editor-error"
          title={t('settings.news.loadFailed')}
          description={record.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Spin spinning={loading}>
        <Form<Values>
          form={form}
          layout="vertical"
          disabled={!canSave}
          initialValues={
            id === undefined ? { published_at: dayjs().format('YYYY-MM-DD'), body: '' } : undefined
          }
          onFinish={(values) => void save(values)}
        >
          <Flex gap={16} wrap>
            <Form.Item
              name="name"
              label={t('resources.news.fields.name')}
              rules={rulesOf.name}
              style={{ flex: '1 1 420px' }}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="published_at"
              label={t('resources.news.fields.published_at')}
              rules={rulesOf.published_at}
              style={{ flex: '0 1 220px' }}
            >
              <PublishedAt />
            </Form.Item>
          </Flex>
          <div className={styles.columns}>
            <Form.Item name="body" label={t('resources.news.fields.body')} rules={rulesOf.body}>
              <Body disabled={!canSave} />
            </Form.Item>
            <div>
              <div className={styles.previewLabel}>{t('settings.news.preview')}</div>
              <div
                className={styles.preview}
                data-testid="news-preview"
                // Sanitised: only the allowed tags, no handlers, safe links.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just above
                dangerouslySetInnerHTML={{ __html: preview }}
              />
              {htmlText(preview) === '' && (
                <Typography.Text type="secondary">{t('settings.news.emptyPreview')}</Typography.Text>
              )}
            </div>
          </div>
        </Form>
      </Spin>
    </section>
  );
}
