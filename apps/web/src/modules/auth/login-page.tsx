import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type Captcha, silentApi } from '../../api/index.ts';
import { deviceId, tokenStore } from '../../shared/storage.ts';
import { AuthCard } from './auth-card.tsx';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
  captcha?: string;
}

/**
 * `/auth/login` (product.md sections 4 and 7): signs in with app `WEB` and the
 * device id, stores the token (local storage when remembered, else session
 * storage) and reloads. A captcha is shown once the server demands one.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const loadCaptcha = async () => {
    form.setFieldValue('captcha', '');
    try {
      setCaptcha(await silentApi.user.captcha());
    } catch {
      setCaptcha(null);
    }
  };

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      const { access_token } = await api.user.signIn({
        username: values.username.trim(),
        password: values.password,
        app: 'WEB',
        device_id: deviceId(),
        ...(captcha ? { key: captcha.key, captcha: values.captcha?.trim() ?? '' } : {}),
      });
      tokenStore.set(access_token, values.remember);
      window.location.reload();
    } catch (error) {
      // a captcha answers once: after any failure show a fresh one if the server wants it
      if (error instanceof ApiError && (error.body.captcha_required === true || captcha)) await loadCaptcha();
      setSubmitting(false);
    }
  };

  const required = { required: true, message: t('validation.required') };

  return (
    <AuthCard title={t('common.auth.login.title')}>
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ remember: false }}
        onFinish={(values) => void onFinish(values)}
        data-testid="login-form"
      >
        <Form.Item name="username" label={t('common.auth.login.username')} rules={[required]}>
          <Input autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Form.Item name="password" label={t('common.auth.login.password')} rules={[required]}>
          <Input.Password autoComplete="current-password" size="large" />
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
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>{t('common.auth.login.remember')}</Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={submitting}
          data-testid="login-submit"
        >
          {t('common.auth.login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
