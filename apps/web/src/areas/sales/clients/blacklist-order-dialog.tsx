import {
  BLACKLIST_ACTIONS,
  type BlacklistOrderInput,
  blacklistOrderSchema,
} from '@savdo/shared/schemas/clients';
import { Col, Form, Input, Radio, Row, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { clientsApi } from './api.ts';

/** A blacklist request: ADD a client (or a person by name with PINFL or passport) or REMOVE an entry, with the reason. */
export function BlacklistOrderDialog({ onClose }: { onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<BlacklistOrderInput>(async (values) => {
    await clientsApi.createBlacklistOrder(blacklistOrderSchema.parse(values));
    saved.current = true;
  });
  const rule = fieldRules(blacklistOrderSchema.shape, t);
  const action = Form.useWatch('action', dialog.form);
  const clientId = Form.useWatch('client_id', dialog.form);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('clients.blacklist.dialogTitle')}
      cancelLabel={t('clients.dialog.cancel')}
      saveLabel={t('clients.dialog.save')}
      saveTestId="blacklist-save"
      width={720}
    >
      <Form form={dialog.form} layout="vertical" initialValues={{ action: 'ADD' }}>
        <Form.Item name="action" label={t('clients.blacklist.action')} rules={rule('action')}>
          <Radio.Group
            optionType="button"
            options={BLACKLIST_ACTIONS.map((a) => ({ value: a, label: t(`clients.blacklist.actions.${a}`) }))}
            data-testid="blacklist-action"
          />
        </Form.Item>
        {action === 'REMOVE' ? (
          <Form.Item name="blacklist_id" label={t('clients.blacklist.entry')} rules={rule('blacklist_id')}>
            <OptionSelect source="blacklisted_client" testId="blacklist-entry" />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="client_id" label={t('clients.blacklist.client')} rules={rule('client_id')}>
              <OptionSelect source="client" testId="blacklist-client" />
            </Form.Item>
            {!clientId && (
              <>
                <Typography.Paragraph type="secondary">
                  {t('clients.blacklist.clientHint')}
                </Typography.Paragraph>
                <Row gutter={12}>
                  <Col span={12}>
                    <Form.Item
                      name="full_name"
                      label={t('clients.fields.full_name')}
                      rules={rule('full_name')}
                    >
                      <Input data-testid="blacklist-full-name" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item name="phone" label={t('clients.fields.phone')} rules={rule('phone')}>
                      <Input placeholder="+998 90 123-45-67" data-testid="blacklist-phone" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item name="pinfl" label={t('clients.fields.pinfl')} rules={rule('pinfl')}>
                      <Input maxLength={14} data-testid="blacklist-pinfl" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item name="passport" label={t('clients.fields.passport')} rules={rule('passport')}>
                      <Input placeholder="AA1234567" data-testid="blacklist-passport" />
                    </Form.Item>
                  </Col>
                </Row>
              </>
            )}
          </>
        )}
        <Form.Item name="reason" label={t('clients.blacklist.reason')} rules={rule('reason')}>
          <Input.TextArea rows={3} data-testid="blacklist-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
