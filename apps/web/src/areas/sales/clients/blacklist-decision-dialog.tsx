import { type BlacklistDecisionInput, blacklistDecisionSchema } from '@savdo/shared/schemas/clients';
import { Descriptions, Form, Input } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { type BlacklistOrderRow, clientsApi } from './api.ts';

interface Props {
  order: BlacklistOrderRow;
  approve: boolean;
  onClose(saved: boolean): void;
}

/** Approves (the blacklist changes at once) or rejects a request, with an optional comment. */
export function BlacklistDecisionDialog({ order, approve, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<BlacklistDecisionInput>(async (values) => {
    await clientsApi.decideBlacklistOrder(order.id, approve, blacklistDecisionSchema.parse(values));
    saved.current = true;
  });
  const rule = fieldRules(blacklistDecisionSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(approve ? 'clients.blacklist.approveTitle' : 'clients.blacklist.rejectTitle')}
      cancelLabel={t('clients.dialog.cancel')}
      saveLabel={t(approve ? 'clients.blacklist.approve' : 'clients.blacklist.reject')}
      saveTestId="blacklist-decide"
      okButtonProps={{ danger: !approve }}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 12 }}
        items={[
          {
            key: 'action',
            label: t('clients.blacklist.action'),
            children: t(`clients.blacklist.actions.${order.action}`),
          },
          { key: 'person', label: t('clients.blacklist.person'), children: order.full_name },
          {
            key: 'ids',
            label: `${t('clients.fields.pinfl')} / ${t('clients.fields.passport')}`,
            children: [order.pinfl, order.passport].filter(Boolean).join(' / '),
          },
          { key: 'reason', label: t('clients.blacklist.reason'), children: order.reason },
        ]}
      />
      <Form form={dialog.form} layout="vertical">
        <Form.Item name="comment" label={t('clients.blacklist.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} data-testid="blacklist-comment" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
