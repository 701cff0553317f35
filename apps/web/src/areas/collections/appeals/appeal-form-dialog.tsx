import { type AppealCreateInput, appealCreateSchema, appealEditSchema } from '@savdo/shared/schemas/appeals';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { APPEALS_KEY, type AppealDetail, appealsApi } from './api.ts';
import { AppealClientSelect } from './client-select.tsx';
import { useAppealReferences } from './use-references.ts';

type Values = AppealCreateInput & { comment?: string };

interface Props {
  /** The appeal being corrected; absent: a new one. */
  appeal?: AppealDetail;
  onClose(saved: boolean): void;
}

/** Registers an appeal or corrects an open one's details: client, contract, phone, lists, text, branch. */
export function AppealFormDialog({ appeal, onClose }: Props) {
  const { t } = useTranslation();
  const refs = useAppealReferences();
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    if (appeal) await appealsApi.edit(appeal.id, appealEditSchema.parse(values));
    else await appealsApi.create(appealCreateSchema.parse(values));
    saved.current = true;
  });
  const clientId = Form.useWatch('client_id', dialog.form);
  const contracts = useQuery({
    queryKey: [APPEALS_KEY, 'contracts', clientId],
    queryFn: ({ signal }) => appealsApi.contracts(clientId ?? 0, signal),
    enabled: clientId !== undefined && clientId !== null,
  });
  const rule = fieldRules(appealCreateSchema.shape, t);
  const f = (key: string) => t(`appeals.fields.${key}`);
  const select = (name: keyof Values, options: { value: number; label: string }[], testId: string) => (
    <Form.Item name={name} label={f(name.replace('_id', ''))} rules={rule(name as keyof AppealCreateInput)}>
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options} data-testid={testId} />
    </Form.Item>
  );
  const initial: Partial<Values> | undefined = appeal
    ? {
        client_id: appeal.client_id ?? undefined,
        contract_id: appeal.contract_id ?? undefined,
        phone: appeal.phone ?? undefined,
        type_id: appeal.type_id,
        source_id: appeal.source_id ?? undefined,
        group_id: appeal.group_id ?? undefined,
        form_id: appeal.form_id ?? undefined,
        direction_id: appeal.direction_id ?? undefined,
        text: appeal.text,
      }
    : undefined;
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(appeal ? 'appeals.view.editTitle' : 'appeals.view.createTitle')}
      cancelLabel={t('appeals.list.cancel')}
      saveLabel={t('appeals.list.save')}
      saveTestId="appeal-save"
      width={720}
    >
      <Form form={dialog.form} layout="vertical" initialValues={initial}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="client_id" label={f('client')} rules={rule('client_id')}>
              <AppealClientSelect
                label={appeal?.client_name}
                onChange={(v) => dialog.form.setFieldsValue({ client_id: v, contract_id: undefined })}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="contract_id" label={f('contract')} rules={rule('contract_id')}>
              <Select
                allowClear
                disabled={!clientId}
                options={(contracts.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                data-testid="appeal-contract"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label={f('phone')} rules={rule('phone')}>
              <Input placeholder="+998 90 123 45 67" data-testid="appeal-phone" />
            </Form.Item>
          </Col>
          <Col span={12}>{select('type_id', refs.types, 'appeal-type')}</Col>
          <Col span={12}>{select('source_id', refs.sources, 'appeal-source')}</Col>
          <Col span={12}>{select('group_id', refs.groups, 'appeal-group')}</Col>
          <Col span={12}>{select('form_id', refs.forms, 'appeal-form')}</Col>
          <Col span={12}>{select('direction_id', refs.directions, 'appeal-direction')}</Col>
          {!appeal && <Col span={12}>{select('branch_id', refs.branches, 'appeal-branch')}</Col>}
        </Row>
        <Form.Item name="text" label={f('text')} rules={rule('text')}>
          <Input.TextArea rows={4} data-testid="appeal-text" />
        </Form.Item>
        {appeal && (
          <Form.Item name="comment" label={f('comment')}>
            <Input data-testid="appeal-edit-comment" />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
