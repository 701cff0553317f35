import { LETTER_PLACEHOLDERS } from '@savdo/shared/schemas/collection-process';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Input, Row, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { sanitizeHtml } from '../../../shared/html.ts';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { PROCESS_KEY, processApi } from './api.ts';
import { ContractPicker, TemplatePicker } from './pickers.tsx';

/**
 * `/settings/warning-letter-editor`: a template's HTML edited beside the
 * placeholders it may use (a click inserts one) and a preview filled from a
 * sample contract (the server fills and sanitizes; shown sanitized again).
 * Saved through the template resource (`warning_letter.edit`).
 */
export function LetterEditorPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const [templateId, setTemplateId] = useState<number | undefined>();
  const [contractId, setContractId] = useState<number | undefined>();
  const [content, setContent] = useState('');
  const template = useQuery({
    queryKey: [PROCESS_KEY, 'template', templateId],
    queryFn: ({ signal }) => processApi.template(templateId ?? 0, signal),
    enabled: templateId !== undefined,
  });
  useEffect(() => setContent(template.data?.content ?? ''), [template.data]);
  const typed = useDebounced(content, 400);
  const preview = useQuery({
    queryKey: [PROCESS_KEY, 'preview', typed, contractId],
    queryFn: () => processApi.preview(typed, contractId),
    enabled: typed !== '',
  });
  const insert = (name: string) => setContent((c) => `${c}{${name}}`);
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  return (
    <section data-testid="letter-editor-page">
      <Typography.Title level={3}>{t('collectionProcess.editor')}</Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <TemplatePicker
          value={templateId}
          onChange={setTemplateId}
          placeholder={t('collectionProcess.pickTemplate')}
          testId="editor-template"
        />
        <ContractPicker
          value={contractId}
          onChange={setContractId}
          placeholder={t('collectionProcess.previewContract')}
          testId="editor-contract"
        />
        {rules.has('warning_letter.edit') && (
          <Button
            type="primary"
            disabled={!template.data}
            data-testid="editor-save"
            onClick={() =>
              template.data &&
              void processApi.saveTemplate(template.data.id, { name: template.data.name, content })
            }
          >
            {t('collectionProcess.save')}
          </Button>
        )}
      </Flex>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title={f('content')}>
            <Input.TextArea
              rows={18}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              data-testid="editor-content"
            />
            <Typography.Text type="secondary">{f('placeholders')}</Typography.Text>
            <Flex gap={4} wrap style={{ marginTop: 8 }}>
              {LETTER_PLACEHOLDERS.map((name) => (
                <Tag
                  key={name}
                  style={{ cursor: 'pointer' }}
                  onClick={() => insert(name)}
                  data-testid={`placeholder-${name}`}
                >
                  {`{${name}}`} · {t(`collectionProcess.placeholderNames.${name}`)}
                </Tag>
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={f('preview')}>
            {preview.data?.contract_id === null && (
              <Alert type="info" title={t('collectionProcess.noSample')} />
            )}
            <div
              data-testid="editor-preview"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server and again here
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(preview.data?.html ?? '') }}
            />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
