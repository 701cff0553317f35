import {
  defaultLayout,
  priceTagTemplateSchema,
  TAG_ELEMENTS,
  type TagBox,
  type TagElement,
  type TagLayout,
  type TagSheet,
} from '@savdo/shared/price-tags';
import { checkRule } from '@savdo/shared/rules';
import { formatIssues } from '@savdo/shared/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRules } from '../../../platform/session.ts';
import { PRICING_KEY, type PriceTagTemplateValues, pricingApi } from './api.ts';
import { ElementFields } from './element-fields.tsx';
import { NumberInput } from './number-input.tsx';
import { TagPreview } from './tag-preview.tsx';

const LIST_PATH = '/price-tag/price-tag-templates';
const FULL_WINDOW = { width: 'calc(100vw - 48px)', marginLeft: 'calc(50% - 50vw + 24px)' } as const;
const NEW: PriceTagTemplateValues = {
  name: '',
  width: 58,
  height: 40,
  content: '',
  layout: defaultLayout(58, 40),
};
const TERM_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 18, 24, 36].map((m) => ({
  value: m,
  label: m,
}));

/** Pixels per millimetre that fit the tag into about 480 × 480 px. */
const scaleFor = (width: number, height: number) => Math.max(1, Math.min(8, 480 / Math.max(width, height)));

/**
 * The price tag template editor (`?id=` edits one, none makes a new one):
 * name, size, sheet, footer and the box of each element, with a preview
 * drawn from the same layout and arithmetic as the printed PDF.
 */
export function TemplateEditorPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const [draft, setDraft] = useState<PriceTagTemplateValues>(NEW);
  const [saving, setSaving] = useState(false);

  const stored = useQuery({
    queryKey: [PRICING_KEY, 'template', id],
    queryFn: ({ signal }) => pricingApi.template(id as number, signal),
    enabled: id !== undefined,
  });
  useEffect(() => {
    const s = stored.data;
    if (s) setDraft({ name: s.name, width: s.width, height: s.height, content: s.footer, layout: s.layout });
  }, [stored.data]);

  const issues = useMemo(() => {
    const parsed = priceTagTemplateSchema.safeParse(draft);
    return parsed.success ? [] : formatIssues(parsed.error, (key, p) => t(key, p));
  }, [draft, t]);
  // A new template untouched yet shows no errors (Save stays disabled until it is valid).
  const shown = draft === NEW ? [] : issues;
  const elementErrors = useMemo(() => {
    const out: Partial<Record<TagElement, string>> = {};
    for (const issue of shown) {
      const element = TAG_ELEMENTS.find((e) => issue.field.startsWith(`layout.elements.${e}`));
      if (element) out[element] ??= issue.message;
    }
    return out;
  }, [shown]);
  const fieldError = (field: string) => shown.find((i) => i.field === field)?.message;

  const setLayout = (layout: TagLayout) => setDraft((d) => ({ ...d, layout }));
  const patch = (element: TagElement, change: Partial<TagBox>) =>
    setDraft((d) => ({
      ...d,
      layout: {
        ...d.layout,
        elements: { ...d.layout.elements, [element]: { ...d.layout.elements[element], ...change } },
      },
    }));

  const canSave = checkRule(id === undefined ? 'price_tag.add' : 'price_tag.edit', rules);
  const save = async () => {
    setSaving(true);
    try {
      const saved = await pricingApi.saveTemplate(id, draft);
      queryClient.setQueryData([PRICING_KEY, 'template', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['price_tag_template'], refetchType: 'none' });
      if (id === undefined) setParams({ id: String(saved.id) }, { replace: true });
    } catch {
      // the main client has shown the error
    } finally {
      setSaving(false);
    }
  };

  if (id !== undefined && stored.isPending) return <Spin style={{ margin: 48 }} />;
  if (stored.isError)
    return <Alert type="error" showIcon title={t('lists.list.loadError')} style={{ margin: 24 }} />;
  const size = (key: 'width' | 'height') => (
    <NumberInput
      testId={`template-${key}`}
      value={draft[key]}
      invalid={fieldError(key) !== undefined}
      onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
      width={100}
    />
  );

  return (
    // The route's empty layout centres a narrow column; the editor spreads to the window's width.
    <Flex vertical gap={16} style={FULL_WINDOW} data-testid="template-editor">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t(id === undefined ? 'pricing.editor.newTitle' : 'pricing.editor.editTitle')}
        </Typography.Title>
        <Flex gap={8}>
          <Link to={LIST_PATH}>
            <Button data-testid="template-back">{t('pricing.editor.back')}</Button>
          </Link>
          <Button
            onClick={() => setLayout(defaultLayout(draft.width, draft.height))}
            data-testid="template-reset"
          >
            {t('pricing.editor.reset')}
          </Button>
          {canSave && (
            <Button
              type="primary"
              loading={saving}
              disabled={issues.length > 0}
              onClick={save}
              data-testid="template-save"
            >
              {t('pricing.editor.save')}
            </Button>
          )}
        </Flex>
      </Flex>
      {shown.length > 0 && (
        <Alert type="warning" showIcon title={t('pricing.editor.invalid')} description={shown[0]?.message} />
      )}
      <Flex gap={24} wrap align="flex-start">
        <Card style={{ flex: '1 1 520px' }}>
          <Form layout="vertical" component="div">
            <Flex vertical gap={12}>
              <Form.Item label={t('pricing.editor.name')} style={{ marginBottom: 0 }}>
                <Input
                  data-testid="template-name"
                  value={draft.name}
                  status={fieldError('name') ? 'error' : undefined}
                  onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
                  maxLength={255}
                />
              </Form.Item>
              <Flex gap={16} wrap>
                <Form.Item label={t('pricing.editor.width')} style={{ marginBottom: 0 }}>
                  {size('width')}
                </Form.Item>
                <Form.Item label={t('pricing.editor.height')} style={{ marginBottom: 0 }}>
                  {size('height')}
                </Form.Item>
              </Flex>
              <Form.Item label={t('pricing.editor.sheet')} style={{ marginBottom: 0 }}>
                <Select<TagSheet>
                  data-testid="template-sheet"
                  value={draft.layout.sheet}
                  onChange={(sheet) => setLayout({ ...draft.layout, sheet })}
                  options={(['A4', 'label'] as const).map((s) => ({
                    value: s,
                    label: t(`pricing.editor.sheets.${s}`),
                  }))}
                />
              </Form.Item>
              <Form.Item label={t('pricing.editor.terms')} style={{ marginBottom: 0 }}>
                <Select<number[]>
                  mode="multiple"
                  data-testid="template-terms"
                  value={draft.layout.terms}
                  options={TERM_OPTIONS}
                  placeholder={t('pricing.editor.allTerms')}
                  onChange={(terms) =>
                    setLayout({ ...draft.layout, terms: [...terms].sort((a, b) => a - b) })
                  }
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item label={t('pricing.editor.footer')} style={{ marginBottom: 0 }}>
                <Input
                  data-testid="template-footer"
                  value={draft.content}
                  maxLength={500}
                  onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))}
                />
              </Form.Item>
              <ElementFields layout={draft.layout} errors={elementErrors} onChange={patch} />
            </Flex>
          </Form>
        </Card>
        <Flex vertical gap={8} style={{ flex: '0 1 auto' }}>
          <Typography.Text type="secondary">{t('pricing.editor.preview')}</Typography.Text>
          <TagPreview
            width={draft.width}
            height={draft.height}
            layout={draft.layout}
            footer={draft.content}
            sampleName={t('pricing.editor.sampleName')}
            scale={scaleFor(draft.width, draft.height)}
            invalid={new Set(Object.keys(elementErrors) as TagElement[])}
            onMove={(element, x, y) => patch(element, { x, y })}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
