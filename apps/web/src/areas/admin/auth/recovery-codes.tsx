import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown this once: each signs in once instead of a code of the app. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon title={t('settings.twoFactor.codesOnce')} />
      <ol data-testid="recovery-codes" style={{ columns: 2, fontFamily: 'monospace', margin: 0 }}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <Button onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
        {t('settings.twoFactor.copy')}
      </Button>
      <Button type="primary" onClick={onDone} data-testid="two-factor-done">
        {t('settings.twoFactor.done')}
      </Button>
    </Flex>
  );
}
