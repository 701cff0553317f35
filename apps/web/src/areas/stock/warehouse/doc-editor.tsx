import { documentNumber } from '@savdo/shared/documents';
import type { StockDocument } from '@savdo/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Drawer, Flex, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/index.ts';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { warehouseApi } from './api.ts';
import { StatusTag } from './doc-columns.tsx';
import {
  type Abilities,
  canChange,
  type DocScreen,
  isDangerStep,
  isMainStep,
  type Step,
  stepKey,
  stepsFor,
} from './doc-kinds.ts';
import { DocLines } from './doc-lines.tsx';
import { newValues, valuesOf, withSerials } from './doc-values.ts';
import { preloadLineRules } from './line-rules.ts';
import { FORM_FIELDS, type HeaderValues, serverFieldErrors, toPayload } from './lines.ts';
import { useRunStep } from './queries.ts';
import { docKey, WAREHOUSE_KEY } from './query-keys.ts';
import { useConfirm } from './use-confirm.ts';

interface Props {
  page: DocScreen;
  abilities: Abilities;
  /** The document shown; none for a new one. */
  docId: number | undefined;
  onCreated(id: number): void;
  onClose(): void;
  onPrint(id: number): void;
}

/**
 * A document in a drawer: its header and lines, Save (create, or PUT with the
 * version read), and the steps its status and the rules allow, each after its
 * confirmation. Read-only once its status is past editing.
 */
export function DocEditor({ page, abilities, docId, onCreated, onClose, onPrint }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HeaderValues>();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const runStep = useRunStep(page.kind);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);

  const loaded = useQuery({
    queryKey: docKey(page.kind, docId ?? 0),
    queryFn: ({ signal }) => warehouseApi.get(page.kind, docId ?? 0, signal),
    enabled: docId !== undefined,
  });
  const doc = loaded.data;
  useEffect(() => void preloadLineRules(), []);
  const status = docId === undefined ? undefined : doc?.status;
  const editable = canChange(page, abilities, status) && (docId === undefined || doc !== undefined);

  // A new version of the document (loaded, saved, stepped) replaces what the form holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new id or version resets the form
  useEffect(() => {
    if (!doc) return;
    form.setFieldsValue(valuesOf(doc));
    setDirty(false);
  }, [doc?.id, doc?.version, form]);

  const save = async (): Promise<StockDocument | undefined> => {
    try {
      await form.validateFields();
    } catch {
      return undefined;
    }
    const values = form.getFieldsValue(true) as HeaderValues;
    setBusy(true);
    try {
      const payload = toPayload(page, values, docId === undefined ? undefined : doc?.version);
      const saved =
        docId === undefined
          ? await warehouseApi.create(page.kind, payload)
          : await warehouseApi.update(page.kind, docId, payload);
      queryClient.setQueryData(docKey(page.kind, saved.id), withSerials(saved, payload.lines));
      void queryClient.invalidateQueries({ queryKey: [WAREHOUSE_KEY, 'docs'] });
      setDirty(false);
      if (docId === undefined) onCreated(saved.id);
      return saved;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        form.setFields(serverFieldErrors(error.errors, FORM_FIELDS) as Parameters<typeof form.setFields>[0]);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const step = async (action: Step) => {
    if (!doc) return;
    if (!(await confirm(`warehouse.confirm.${stepKey(action)}`, isDangerStep(action)))) return;
    setBusy(true);
    try {
      // Unsaved changes are saved first, so the step acts on what the user sees.
      const current = dirty && editable ? await save() : doc;
      if (current) await runStep(current, action, true);
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    if (dirty && editable && !(await confirm('warehouse.confirm.discard'))) return;
    onClose();
  };

  const kind = t(`warehouse.kinds.${page.kind}`);
  const steps = doc ? stepsFor(page, abilities, doc.status) : [];
  return (
    <Drawer
      open
      onClose={() => void close()}
      size={Math.min(1100, window.innerWidth)}
      destroyOnHidden
      title={
        <Flex gap={8} align="center">
          <span>
            {doc
              ? t('warehouse.editor.title', { kind, number: documentNumber(doc.branch_prefix, doc.number) })
              : t('warehouse.editor.newTitle', { kind })}
          </span>
          {doc && <StatusTag status={doc.status} testId="doc-editor-status" />}
        </Flex>
      }
      footer={
        <Flex gap={8} wrap justify="flex-end">
          {doc && abilities.print && (
            <Button data-testid="doc-print" onClick={() => onPrint(doc.id)}>
              {t('warehouse.actions.print')}
            </Button>
          )}
          {steps.map((action) => (
            <Button
              key={action}
              data-testid={`doc-step-${action}`}
              danger={isDangerStep(action)}
              type={isMainStep(action) ? 'primary' : 'default'}
              disabled={busy}
              onClick={() => void step(action)}
            >
              {t(`warehouse.actions.${stepKey(action)}`)}
            </Button>
          ))}
          {editable && (
            <Button type="primary" data-testid="doc-save" loading={busy} onClick={() => void save()}>
              {t('warehouse.actions.save')}
            </Button>
          )}
          <Button data-testid="doc-close" onClick={() => void close()}>
            {t('warehouse.actions.close')}
          </Button>
        </Flex>
      }
    >
      <div
        data-testid="doc-editor"
        data-id={doc?.id}
        data-status={status ?? 'NEW'}
        data-version={doc?.version}
      >
        {loaded.isError && <Alert type="error" showIcon title={t('warehouse.editor.loadFailed')} />}
        {docId !== undefined && loaded.isLoading ? (
          <Skeleton active />
        ) : (
          <>
            {doc && !editable && (
              <Alert
                data-testid="doc-readonly"
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('warehouse.editor.readOnly', { status: t(`warehouse.status.${doc.status}`) })}
              />
            )}
            <DocForm page={page} form={form} editable={editable} doc={doc} onDirty={() => setDirty(true)} />
          </>
        )}
      </div>
    </Drawer>
  );
}

interface FormProps {
  page: DocScreen;
  form: ReturnType<typeof Form.useForm<HeaderValues>>[0];
  editable: boolean;
  doc: StockDocument | undefined;
  onDirty(): void;
}

function DocForm({ page, form, editable, doc, onDirty }: FormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const required = { required: true, message: t('validation.required') };
  return (
    <Form<HeaderValues>
      form={form}
      layout="vertical"
      disabled={!editable}
      initialValues={doc ? valuesOf(doc) : newValues()}
      onValuesChange={onDirty}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="warehouse_id"
            label={t(page.toWarehouse ? 'warehouse.fields.fromWarehouse' : 'warehouse.fields.warehouse')}
            rules={[required]}
          >
            <OptionSelect source="warehouse" testId="field-warehouse" label={doc?.warehouse_name} />
          </Form.Item>
        </Col>
        {page.toWarehouse && (
          <Col xs={24} md={8}>
            <Form.Item name="to_warehouse_id" label={t('warehouse.fields.toWarehouse')} rules={[required]}>
              <OptionSelect source="warehouse" testId="field-to-warehouse" label={doc?.to_warehouse_name} />
            </Form.Item>
          </Col>
        )}
        {page.needsSupplier && (
          <Col xs={24} md={8}>
            <Form.Item name="supplier_id" label={t('warehouse.fields.supplier')} rules={[required]}>
              <OptionSelect source="supplier" testId="field-supplier" label={doc?.supplier_name} />
            </Form.Item>
          </Col>
        )}
        {page.needsPrice && (
          <Col xs={12} md={4}>
            <Form.Item name="currency" label={t('warehouse.fields.currency')} rules={[required]}>
              <Select
                data-testid="field-currency"
                options={[
                  { value: 'UZS', label: 'UZS' },
                  { value: 'USD', label: 'USD' },
                ]}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} md={4}>
          <Form.Item name="doc_date" label={t('warehouse.fields.date')} rules={[required]}>
            <DateField testId="field-date" allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={page.needsPrice ? 24 : 12}>
          <Form.Item name="note" label={t('warehouse.fields.note')}>
            <Input maxLength={1000} data-testid="field-note" />
          </Form.Item>
        </Col>
      </Row>
      {doc?.currency === 'USD' && doc.rate !== '0' && (
        <Typography.Paragraph type="secondary">
          {t('warehouse.editor.rate', { rate: quantity(doc.rate, lang) })}
        </Typography.Paragraph>
      )}
      {page.counting && editable && (
        <Typography.Paragraph type="secondary">{t('warehouse.editor.countHint')}</Typography.Paragraph>
      )}
      <Typography.Title level={5}>{t('warehouse.editor.lines')}</Typography.Title>
      <DocLines page={page} form={form} editable={editable} />
    </Form>
  );
}
