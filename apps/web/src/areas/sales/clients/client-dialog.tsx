import {
  type ClientCard,
  type ClientInput,
  clientSchema,
  GENDERS,
  phoneSchema,
} from '@savdo/shared/schemas/clients';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Divider, Form, Input, Row, Select, Spin } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useMe } from '../../../platform/session.ts';
import { fieldRules, zodRule } from '../../../shared/form-rules.ts';
import { CLIENTS_KEY, clientsApi } from './api.ts';

interface Props {
  /** The card edited, or null for a new client. */
  clientId: number | null;
  /** Closed: the saved card's id, or null when nothing was saved. */
  onClose(saved: number | null): void;
}

type Values = Omit<ClientInput, 'phones'> & { phones: string[] };

/** The form's first values: the card's, or one empty phone and the user's branch for a new client. */
function initialValues(card: ClientCard | undefined, branchId: number | undefined): Partial<Values> {
  if (!card) return { phones: [''], ...(branchId ? { branch_id: branchId } : {}) };
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(card)) if (value !== null) values[key] = value;
  return values as Partial<Values>;
}

/** The label of each field of the card (written out, so the translations test sees every key). */
const LABELS = {
  birth_date: 'clients.fields.birth_date',
  branch_id: 'clients.fields.branch_id',
  customer_flow_source_id: 'clients.fields.customer_flow_source_id',
  full_name: 'clients.fields.full_name',
  gender: 'clients.fields.gender',
  interview_comment_id: 'clients.fields.interview_comment_id',
  passport: 'clients.fields.passport',
  passport_issued_at: 'clients.fields.passport_issued_at',
  passport_issued_by: 'clients.fields.passport_issued_by',
  pinfl: 'clients.fields.pinfl',
  position: 'clients.fields.position',
  province_id: 'clients.fields.province_id',
  region_id: 'clients.fields.region_id',
  village_id: 'clients.fields.village_id',
  workplace_id: 'clients.fields.workplace_id',
  workplace_name: 'clients.fields.workplace_name',
} as const;

/** One field of the card in its column: its label and the shared schema's rules. */
function Field({
  name,
  span,
  children,
}: {
  name: keyof typeof LABELS & keyof typeof clientSchema.shape;
  span: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Col span={span}>
      <Form.Item name={name} label={t(LABELS[name])} rules={fieldRules(clientSchema.shape, t)(name)}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** Registers or edits a client: every field of the card, checked by the shared schema. */
export function ClientDialog({ clientId, onClose }: Props) {
  const { t } = useTranslation();
  const me = useMe();
  const saved = useRef<number | null>(null);
  const card = useQuery({
    queryKey: [CLIENTS_KEY, 'card', clientId],
    queryFn: ({ signal }) => clientsApi.card(clientId ?? 0, signal),
    enabled: clientId !== null,
  });
  const dialog = useFormDialog<Values>(async (values) => {
    const input = clientSchema.parse(values);
    const result =
      clientId === null ? await clientsApi.create(input) : await clientsApi.update(clientId, input);
    saved.current = result.id;
  });
  const rule = fieldRules(clientSchema.shape, t);
  const province = Form.useWatch('province_id', dialog.form);
  const region = Form.useWatch('region_id', dialog.form);
  const loaded = clientId === null || card.data;
  const names = card.data;

  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(clientId === null ? 'clients.dialog.addTitle' : 'clients.dialog.editTitle')}
      cancelLabel={t('clients.dialog.cancel')}
      saveLabel={t('clients.dialog.save')}
      saveTestId="client-save"
      width={860}
    >
      {!loaded ? (
        <Spin />
      ) : (
        <Form
          form={dialog.form}
          layout="vertical"
          initialValues={initialValues(card.data, me.data?.user.branch?.id)}
        >
          {names && names.duplicate_count > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('clients.dialog.duplicatesFound', { n: names.duplicate_count })}
            />
          )}
          <Divider titlePlacement="left">{t('clients.dialog.person')}</Divider>
          <Row gutter={12}>
            <Field name="full_name" span={12}>
              <Input data-testid="client-full-name" />
            </Field>
            <Field name="birth_date" span={6}>
              <DateField />
            </Field>
            <Field name="gender" span={6}>
              <Select
                allowClear
                options={GENDERS.map((g) => ({ value: g, label: t(`clients.genders.${g}`) }))}
                data-testid="client-gender"
              />
            </Field>
          </Row>
          <Form.List name="phones">
            {(fields, { add, remove }) => (
              <Row gutter={12}>
                {fields.map((field, i) => (
                  <Col span={8} key={field.key}>
                    <Form.Item
                      name={field.name}
                      label={i === 0 ? t('clients.fields.phones') : ' '}
                      rules={[zodRule(phoneSchema, t)]}
                    >
                      <Input
                        placeholder="+998 90 123-45-67"
                        data-testid={`client-phone-${i}`}
                        addonAfter={
                          fields.length > 1 ? (
                            <Button
                              type="link"
                              size="small"
                              onClick={() => remove(field.name)}
                              aria-label={t('clients.dialog.removePhone')}
                            >
                              ×
                            </Button>
                          ) : undefined
                        }
                      />
                    </Form.Item>
                  </Col>
                ))}
                {fields.length < 5 && (
                  <Col span={8}>
                    <Form.Item label=" ">
                      <Button onClick={() => add('')} data-testid="client-add-phone">
                        {t('clients.dialog.addPhone')}
                      </Button>
                    </Form.Item>
                  </Col>
                )}
              </Row>
            )}
          </Form.List>
          <Divider titlePlacement="left">{t('clients.dialog.passportSection')}</Divider>
          <Row gutter={12}>
            <Field name="pinfl" span={6}>
              <Input maxLength={14} data-testid="client-pinfl" />
            </Field>
            <Field name="passport" span={6}>
              <Input placeholder="AA1234567" data-testid="client-passport" />
            </Field>
            <Field name="passport_issued_by" span={6}>
              <Input data-testid="client-passport-issued-by" />
            </Field>
            <Field name="passport_issued_at" span={6}>
              <DateField />
            </Field>
          </Row>
          <Divider titlePlacement="left">{t('clients.dialog.addressSection')}</Divider>
          <Row gutter={12}>
            <Field name="province_id" span={8}>
              <OptionSelect
                source="province"
                label={names?.province_name}
                testId="client-province"
                onChange={(id) =>
                  dialog.form.setFieldsValue({
                    province_id: id,
                    region_id: undefined,
                    village_id: undefined,
                  })
                }
              />
            </Field>
            <Field name="region_id" span={8}>
              <OptionSelect
                source="region"
                label={names?.region_name}
                filter={province ? { province_id: province } : undefined}
                disabled={!province}
                testId="client-region"
                onChange={(id) => dialog.form.setFieldsValue({ region_id: id, village_id: undefined })}
              />
            </Field>
            <Field name="village_id" span={8}>
              <OptionSelect
                source="village"
                label={names?.village_name}
                filter={region ? { region_id: region } : undefined}
                disabled={!region}
                testId="client-village"
              />
            </Field>
          </Row>
          <Form.Item name="street" label={t('clients.fields.street')} rules={rule('street')}>
            <Input data-testid="client-street" />
          </Form.Item>
          <Divider titlePlacement="left">{t('clients.dialog.workSection')}</Divider>
          <Row gutter={12}>
            <Field name="workplace_id" span={8}>
              <OptionSelect source="workplace" label={names?.workplace_title} testId="client-workplace" />
            </Field>
            <Field name="workplace_name" span={8}>
              <Input data-testid="client-workplace-name" />
            </Field>
            <Field name="position" span={8}>
              <Input data-testid="client-position" />
            </Field>
          </Row>
          <Divider titlePlacement="left">{t('clients.dialog.otherSection')}</Divider>
          <Row gutter={12}>
            <Field name="interview_comment_id" span={8}>
              <OptionSelect
                source="conversation_comment"
                label={names?.interview_comment_name}
                testId="client-interview-comment"
              />
            </Field>
            <Field name="customer_flow_source_id" span={8}>
              <OptionSelect
                source="customer_flow_source"
                label={names?.customer_flow_source_name}
                testId="client-flow-source"
              />
            </Field>
            <Field name="branch_id" span={8}>
              <OptionSelect source="branch" label={names?.branch_name} testId="client-branch" />
            </Field>
          </Row>
          <Form.Item
            name="interview_comment"
            label={t('clients.fields.interview_comment')}
            rules={rule('interview_comment')}
          >
            <Input.TextArea rows={2} data-testid="client-interview-text" />
          </Form.Item>
        </Form>
      )}
    </FormDialog>
  );
}
