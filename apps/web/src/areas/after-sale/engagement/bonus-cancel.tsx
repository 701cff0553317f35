import { bonusCancelSchema } from '@savdo/shared/schemas/engagement';
import { Button, Flex, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  paid: boolean;
  onCancel(reason: string, idempotencyKey: string): Promise<void>;
}

/** Cancels a bonus invoice with a reason (a paid one: its payment goes back into the cashbox). */
export function BonusCancel({ paid, onCancel }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const valid = bonusCancelSchema.safeParse({ reason }).success;
  return (
    <Flex gap={8}>
      <Input
        placeholder={t('engagement.fields.cancelReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={1000}
        data-testid="bonus-cancel-reason"
      />
      <Popconfirm
        title={t(paid ? 'engagement.hints.cancelPaidConfirm' : 'engagement.hints.cancelConfirm')}
        onConfirm={() => onCancel(reason.trim(), key)}
      >
        <Button danger disabled={!valid} data-testid="bonus-cancel">
          {t('engagement.actions.cancelBonus')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
