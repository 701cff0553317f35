import { type MergeInput, mergeSchema } from '@savdo/shared/schemas/clients';
import { Alert, Checkbox, Form, Radio, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { fieldRules } from '../../../shared/form-rules.ts';
import { clientsApi, type DuplicateGroup, shownDate } from './api.ts';

interface Props {
  group: DuplicateGroup;
  onClose(merged: boolean): void;
}

/** Picks the card to keep (by default the one with the most contracts, else the oldest) and the cards to fold in. */
export function MergeDialog({ group, onClose }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const merged = useRef(false);
  const keep = [...group.clients].sort((a, b) => b.contracts - a.contracts || a.id - b.id)[0];
  const dialog = useFormDialog<MergeInput>(async (values) => {
    const input = mergeSchema.parse({
      ...values,
      merge_ids: values.merge_ids.filter((id) => id !== values.keep_id),
    });
    if (!(await confirm('clients.duplicates.confirmMerge', { n: input.merge_ids.length, id: input.keep_id })))
      throw new Error('not confirmed');
    await clientsApi.merge(input);
    merged.current = true;
  });
  const rule = fieldRules(mergeSchema.shape, t);
  const keepId = Form.useWatch('keep_id', dialog.form);
  const label = (c: DuplicateGroup['clients'][number]) =>
    `#${c.id} ${c.full_name}${c.birth_date ? ` · ${shownDate(c.birth_date)}` : ''} · ${c.branch_name ?? ''} · ${t('clients.duplicates.contracts')}: ${c.contracts}`;
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(merged.current)}
      title={t('clients.duplicates.mergeTitle')}
      cancelLabel={t('clients.dialog.cancel')}
      saveLabel={t('clients.duplicates.merge')}
      saveTestId="merge-save"
      width={720}
    >
      <Alert type="warning" showIcon title={t('clients.duplicates.mergeHint')} style={{ marginBottom: 12 }} />
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          keep_id: keep?.id,
          merge_ids: group.clients.filter((c) => c.id !== keep?.id).map((c) => c.id),
        }}
      >
        <Form.Item name="keep_id" label={t('clients.duplicates.keep')} rules={rule('keep_id')}>
          <Radio.Group data-testid="merge-keep">
            <Space direction="vertical">
              {group.clients.map((c) => (
                <Radio key={c.id} value={c.id} data-testid={`merge-keep-${c.id}`}>
                  {label(c)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="merge_ids"
          label={t('clients.duplicates.others')}
          rules={[
            {
              validator: async (_r, ids: number[] = []) => {
                if (!ids.some((id) => id !== keepId)) throw new Error(t('clients.duplicates.chooseOthers'));
              },
            },
          ]}
        >
          <Checkbox.Group data-testid="merge-others">
            <Space direction="vertical">
              {group.clients.map((c) => (
                <Checkbox
                  key={c.id}
                  value={c.id}
                  disabled={c.id === keepId}
                  data-testid={`merge-other-${c.id}`}
                >
                  {label(c)}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
