import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, type TwoFactorEnrolment } from '../../../api/index.ts';
import { PATHS } from '../../../platform/guard.ts';
import { refreshMe } from '../../../platform/session.ts';
import { signOut } from '../../../platform/sign-out.ts';
import { AuthCard } from './auth-card.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

const STATUS_KEY = ['two-factor'] as const;

/**
 * `/auth/two-factor`: the signed-in user's second factor. Off: scan the QR
 * code (or type the secret) into an authenticator app and confirm a code;
 * the recovery codes are then shown once. On: new recovery codes, or turning
 * it off when the user's rights do not require it; both ask a current code.
 * A rights manager without it is sent here by the guard before anything else.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => api.user.twoFactor() });
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // the main client showed the error
    } finally {
      setCode('');
      setBusy(false);
    }
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  const done = async () => {
    await refreshMe(queryClient);
    await navigate(PATHS.home);
  };

  const data = status.data;
  const codeInput = (
    <Input
      value={code}
      onChange={(e) => setCode(e.target.value)}
      placeholder={t('common.auth.twoFactor.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      size="large"
      data-testid="two-factor-setup-code"
    />
  );

  let body: ReactNode;
  if (!data) body = <Spin />;
  else if (codes) body = <RecoveryCodes codes={codes} onDone={() => void done()} />;
  else if (!data.enabled && !enrolment) {
    body = (
      <Button
        type="primary"
        block
        size="large"
        loading={busy}
        data-testid="two-factor-start"
        onClick={() => void run(async () => setEnrolment(await api.user.startTwoFactor()))}
      >
        {t('settings.twoFactor.start')}
      </Button>
    );
  } else if (!data.enabled && enrolment) {
    body = (
      <Flex vertical gap={12}>
        <p>{t('settings.twoFactor.scan')}</p>
        <img
          src={enrolment.qr}
          alt={t('settings.twoFactor.qr')}
          width={200}
          height={200}
          data-testid="two-factor-qr"
        />
        <div>
          {t('settings.twoFactor.secret')}: <code data-testid="two-factor-secret">{enrolment.secret}</code>
        </div>
        {codeInput}
        <Button
          type="primary"
          size="large"
          loading={busy}
          data-testid="two-factor-confirm"
          onClick={() =>
            void run(async () => setCodes((await api.user.confirmTwoFactor(code)).recovery_codes))
          }
        >
          {t('settings.twoFactor.confirm')}
        </Button>
      </Flex>
    );
  } else {
    body = (
      <Flex vertical gap={12}>
        <Alert type="success" showIcon title={t('settings.twoFactor.on', { n: data.recovery_codes_left })} />
        {codeInput}
        <Button
          loading={busy}
          data-testid="two-factor-new-codes"
          onClick={() =>
            void run(async () => setCodes((await api.user.renewRecoveryCodes(code)).recovery_codes))
          }
        >
          {t('settings.twoFactor.newCodes')}
        </Button>
        {!data.required && (
          <Button
            danger
            loading={busy}
            data-testid="two-factor-disable"
            onClick={() =>
              void run(async () => {
                await api.user.disableTwoFactor(code);
                await reload();
              })
            }
          >
            {t('settings.twoFactor.disable')}
          </Button>
        )}
      </Flex>
    );
  }

  return (
    <AuthCard title={t('routes.auth-two-factor')}>
      <div data-testid="two-factor-page">
        {data?.required && !data.enabled && !codes && (
          <Alert
            type="warning"
            showIcon
            title={t('settings.twoFactor.required')}
            style={{ marginBottom: 16 }}
          />
        )}
        {body}
        <Flex justify="space-between" style={{ marginTop: 16 }}>
          {data?.enabled || !data?.required ? (
            <Button type="link" onClick={() => void navigate(PATHS.home)}>
              {t('settings.twoFactor.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="link" onClick={() => void signOut()}>
            {t('common.header.signOut')}
          </Button>
        </Flex>
      </div>
    </AuthCard>
  );
}
