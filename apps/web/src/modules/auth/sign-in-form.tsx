import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type Captcha, silentApi } from '../../api/index.ts';
import { deviceId } from '../../shared/storage.ts';
import { AuthSubmit } from './auth-card.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

interface PasswordValues {
  username: string;
  password: string;
  remember: boolean;
  captcha?: string;
}

export interface SignedIn {
  token: string;
  username: string;
  remember: boolean;
}

interface SignInFormProps {
  /** Called with the new token once every step passed. */
  onSignedIn(result: SignedIn): void;
  /** Prefills the username (the sign-in prompt knows who was signed in). */
  username?: string;
  /** A form name: fields get ids `<name>_<field>` (the prompt may sit over another form). */
  name?: string;
  /** Offer "remember me" (the prompt keeps the choice made at the first sign-in). */
  showRemember?: boolean;
}

/**
 * The sign-in steps of product.md section 4, for the sign-in page and the
 * sign-in prompt: username and password (with a captcha once the server
 * demands one), then, for a user with two factors, a code of the
 * authenticator app or a recovery code.
 */
export function SignInForm({ onSignedIn, username, name, showRemember = true }: SignInFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<{ token: string; username: string; remember: boolean } | null>(
    null,
  );

  const loadCaptcha = async () => {
    form.setFieldValue('captcha', '');
    try {
      setCaptcha(await silentApi.user.captcha());
    } catch {
      setCaptcha(null);
    }
  };

  const onFinish = async (values: PasswordValues) => {
    setSubmitting(true);
    const typed = values.username.trim();
    try {
      const answer = await api.user.signIn({
        username: typed,
        password: values.password,
        app: 'WEB',
        device_id: deviceId(),
        ...(captcha ? { key: captcha.key, captcha: values.captcha?.trim() ?? '' } : {}),
      });
      if ('access_token' in answer) {
        onSignedIn({ token: answer.access_token, username: typed, remember: values.remember });
        return;
      }
      setChallenge({ token: answer.challenge_token, username: typed, remember: values.remember });
      setSubmitting(false);
    } catch (error) {
      // a captcha answers once: after any failure show a fresh one if the server wants it
      if (error instanceof ApiError && (error.body.captcha_required === true || captcha)) await loadCaptcha();
      setSubmitting(false);
    }
  };

  if (challenge) {
    return (
      <TwoFactorStep
        challengeToken={challenge.token}
        onSignedIn={(token) =>
          onSignedIn({ token, username: challenge.username, remember: challenge.remember })
        }
        onRestart={() => setChallenge(null)}
      />
    );
  }

  const required = { required: true, message: t('validation.required') };
  return (
    <Form<PasswordValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      initialValues={{ remember: false, username }}
      onFinish={(values) => void onFinish(values)}
      data-testid="login-form"
    >
      <Form.Item name="username" label={t('common.auth.login.username')} rules={[required]}>
        <Input autoComplete="username" autoFocus={!username} size="large" />
      </Form.Item>
      <Form.Item name="password" label={t('common.auth.login.password')} rules={[required]}>
        <Input.Password autoComplete="current-password" autoFocus={Boolean(username)} size="large" />
      </Form.Item>
      {captcha && (
        <Form.Item label={t('common.auth.login.captcha')} required>
          <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
            <img
              src={captcha.image}
              alt={t('common.auth.login.captchaImage')}
              data-testid="captcha-image"
              height={50}
            />
            <Button onClick={() => void loadCaptcha()}>{t('common.auth.login.captchaRefresh')}</Button>
          </Flex>
          <Form.Item name="captcha" noStyle rules={[required]}>
            <Input autoComplete="off" size="large" />
          </Form.Item>
        </Form.Item>
      )}
      {showRemember && (
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>{t('common.auth.login.remember')}</Checkbox>
        </Form.Item>
      )}
      <AuthSubmit loading={submitting} testId="login-submit">
        {t('common.auth.login.submit')}
      </AuthSubmit>
    </Form>
  );
}
