import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../api/index.ts';
import { AuthSubmit } from './auth-card.tsx';

interface CodeValues {
  code: string;
}

interface TwoFactorStepProps {
  challengeToken: string;
  onSignedIn(token: string): void;
  /** The challenge is used up or expired: back to the password step. */
  onRestart(): void;
}

/** The second sign-in step: a code of the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ challengeToken, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeValues>();
  const [recovery, setRecovery] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ code }: CodeValues) => {
    setSubmitting(true);
    try {
      const { access_token } = await api.user.signInTwoFactor({
        challenge_token: challengeToken,
        ...(recovery ? { recovery_code: code.trim() } : { code: code.trim() }),
      });
      onSignedIn(access_token);
    } catch (error) {
      setSubmitting(false);
      form.setFieldValue('code', '');
      // the challenge itself is gone (expired, used up, too many tries): back to the password
      if (error instanceof ApiError && error.body.challenge_expired === true) onRestart();
    }
  };

  return (
    <Form<CodeValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      data-testid="two-factor-form"
    >
      <p>{t(recovery ? 'common.auth.twoFactor.recoveryHint' : 'common.auth.twoFactor.hint')}</p>
      <Form.Item
        name="code"
        label={t(recovery ? 'common.auth.twoFactor.recoveryCode' : 'common.auth.twoFactor.code')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          size="large"
          data-testid="two-factor-code"
        />
      </Form.Item>
      <AuthSubmit loading={submitting} testId="two-factor-submit">
        {t('common.auth.twoFactor.submit')}
      </AuthSubmit>
      <Button type="link" block onClick={() => setRecovery(!recovery)} data-testid="two-factor-switch">
        {t(recovery ? 'common.auth.twoFactor.useApp' : 'common.auth.twoFactor.useRecovery')}
      </Button>
    </Form>
  );
}
