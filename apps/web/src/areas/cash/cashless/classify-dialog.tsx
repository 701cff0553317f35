import {
  BANK_TARGET_RULES,
  BANK_TARGETS,
  type BankTarget,
  bankClassifySchema,
  TARGET_NEEDS_ID,
} from '@savdo/shared/schemas/cashless';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { type BankOperationRow, CASHLESS_KEY, cashlessApi } from './api.ts';

interface Values {
  target: BankTarget;
  target_id?: number;
}

interface Props {
  row: BankOperationRow;
  rules: ReadonlySet<string>;
  onClose(saved: boolean): void;
}

/** The targets the user may book this row to: each target screen's `.add` (undirected: the row's own `.edit`). */
function allowedTargets(row: BankOperationRow, rules: ReadonlySet<string>): BankTarget[] {
  return BANK_TARGETS.filter((target) => {
    if (target === row.target && !TARGET_NEEDS_ID[target]) return false;
    if (target === 'UNDIRECTED') return row.target !== 'UNDIRECTED';
    return rules.has(`${BANK_TARGET_RULES[target]}.add`);
  });
}

/** The records of a target kind, searched on the server as the user types. */
function TargetRecordSelect({
  target,
  value,
  onChange,
}: {
  target: BankTarget;
  value?: number;
  onChange?: (v?: number) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, 250);
  const options = useQuery({
    queryKey: [CASHLESS_KEY, 'targets', target, debounced],
    queryFn: ({ signal }) => cashlessApi.targets({ target, search: debounced || undefined }, signal),
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      loading={options.isFetching}
      placeholder={t('cashless.classify.record')}
      aria-label={t('cashless.classify.record')}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
      data-testid="bank-classify-record"
    />
  );
}

/**
 * Books one statement row by hand: where to (supplier, cost item, income
 * type, cashbox, another account of ours, incorrectly transferred, or back
 * to undirected) and which record. Re-booking reverses the row's posting
 * first (the server does both in one transaction).
 */
export function ClassifyDialog({ row, rules, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const targets = allowedTargets(row, rules);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = bankClassifySchema.parse(values);
    await send({ id: row.id, input }, (key) => cashlessApi.classify(row.id, input, key));
    saved.current = true;
  });
  const target = Form.useWatch('target', dialog.form);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('cashless.classify.title', {
        number: row.doc_number,
        amount: money(row.amount, row.currency, lang),
      })}
      cancelLabel={t('cashless.classify.close')}
      saveLabel={t('cashless.classify.submit')}
      saveTestId="bank-classify-save"
    >
      <Typography.Paragraph type="secondary">{row.purpose}</Typography.Paragraph>
      <Form form={dialog.form} layout="vertical">
        <Form.Item
          name="target"
          label={t('cashless.classify.target')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select
            options={targets.map((v) => ({ value: v, label: t(`cashless.targets.${v}`) }))}
            onChange={() => dialog.form.setFieldValue('target_id', undefined)}
            data-testid="bank-classify-target"
          />
        </Form.Item>
        {target && TARGET_NEEDS_ID[target] && (
          <Form.Item
            name="target_id"
            label={t(`cashless.targets.${target}`)}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <TargetRecordSelect key={target} target={target} />
          </Form.Item>
        )}
        {row.target !== 'UNDIRECTED' && (
          <Typography.Paragraph type="secondary">{t('cashless.classify.hint')}</Typography.Paragraph>
        )}
      </Form>
    </FormDialog>
  );
}
