import { documentNumber } from '@savdo/shared/documents';
import {
  type ProcessRow,
  type StageMoveRow,
  stageMoveSchema,
} from '@savdo/shared/schemas/collection-process';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, type TableColumnsType } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { PROCESS_KEY, processApi, type StageTab } from './api.ts';

const OUT = 0;

/** Moves a contract to another stage (or out of the process) with a reason. */
export function MoveDialog({
  row,
  stages,
  onClose,
}: {
  row: ProcessRow;
  stages: readonly StageTab[];
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const dialog = useFormDialog<{ stage_id: number; reason: string }>(async (values) => {
    const input = stageMoveSchema.parse({
      contract_id: row.contract_id,
      stage_id: values.stage_id === OUT ? null : values.stage_id,
      reason: values.reason,
    });
    await send(input, (key) => processApi.move(input, key));
    saved.current = true;
  });
  const rule = fieldRules(stageMoveSchema.shape, t);
  const options = [
    ...stages.filter((s) => s.id !== row.stage_id).map((s) => ({ value: s.id, label: s.name })),
    { value: OUT, label: t('collectionProcess.outOfProcess') },
  ];
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('collectionProcess.moveTitle', {
        contract: documentNumber(row.branch_prefix, row.contract_number),
      })}
      cancelLabel={t('collectionProcess.close')}
      saveLabel={t('collectionProcess.move')}
      saveTestId="move-save"
    >
      <Form form={dialog.form} layout="vertical">
        <Form.Item
          name="stage_id"
          label={t('collectionProcess.fields.to')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select options={options} data-testid="move-stage" />
        </Form.Item>
        <Form.Item name="reason" label={t('collectionProcess.fields.reason')} rules={rule('reason')}>
          <Input.TextArea rows={3} data-testid="move-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** A contract's stage moves, newest first: when, from, to, by whom (the close of day or a person) and why. */
export function HistoryDialog({ row, onClose }: { row: ProcessRow; onClose(): void }) {
  const { t } = useTranslation();
  const moves = useQuery({
    queryKey: [PROCESS_KEY, 'history', row.contract_id],
    queryFn: ({ signal }) => processApi.history(row.contract_id, signal),
  });
  const f = (key: string) => t(`collectionProcess.fields.${key}`);
  const columns: TableColumnsType<StageMoveRow> = [
    { key: 'date', title: f('date'), dataIndex: 'business_date' },
    { key: 'from', title: f('from'), dataIndex: 'from_stage_name' },
    {
      key: 'to',
      title: f('to'),
      render: (_, m) => m.to_stage_name ?? t('collectionProcess.outOfProcess'),
    },
    { key: 'days', title: f('daysLate'), dataIndex: 'days_late', align: 'right' },
    { key: 'source', title: f('source'), render: (_, m) => t(`collectionProcess.sources.${m.source}`) },
    { key: 'by', title: f('createdBy'), dataIndex: 'created_by_name' },
    { key: 'reason', title: f('reason'), dataIndex: 'reason' },
  ];
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={900}
      title={t('collectionProcess.historyTitle', {
        contract: documentNumber(row.branch_prefix, row.contract_number),
      })}
    >
      <ListTable<StageMoveRow>
        data-testid="stage-history"
        size="small"
        rowKey="id"
        loading={moves.isFetching}
        dataSource={moves.data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('collectionProcess.noHistory') }}
      />
    </Modal>
  );
}
