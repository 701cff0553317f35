import { v } from '@savdo/shared/validation';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { useMe } from '../../../platform/session.ts';
import { signOut } from '../../../platform/sign-out.ts';
import { zodRule } from '../../../shared/form-rules.ts';
import { AuthCard } from './auth-card.tsx';

interface RenewValues {
  old_password: string;
  password: string;
  password_repeat: string;
}

/**
 * `/auth/renew-password`: the current password, a new one passing the shared
 * password rule, and its repetition. The server revokes every session, so the
 * page then signs out silently and goes to the sign-in page.
 */
export function RenewPasswordPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [submitting, setSubmitting] = useState(false);
  const expired = Boolean(me?.password_is_expire || me?.user.password_is_expire);

  const onFinish = async ({ old_password, password }: RenewValues) => {
    setSubmitting(true);
    try {
      await api.user.changeMyPassword({ old_password, password });
    } catch {
      setSubmitting(false);
      return;
    }
    await signOut({ silent: true });
  };

  return (
    <AuthCard title={t('common.auth.renew.title')}>
      {expired && (
        <Alert type="warning" showIcon title={t('common.auth.renew.expired')} style={{ marginBottom: 16 }} />
      )}
      <Form<RenewValues>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        data-testid="renew-password-form"
      >
        <Form.Item
          name="old_password"
          label={t('common.auth.renew.oldPassword')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('common.auth.renew.newPassword')}
          dependencies={['old_password']}
          rules={[
            zodRule(v.password(), t),
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value === getFieldValue('old_password'))
                  throw new Error(t('common.auth.renew.samePassword'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_repeat"
          label={t('common.auth.renew.repeatPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('validation.required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('password'))
                  throw new Error(t('validation.passwordRepeat'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="renew-submit">
          {t('common.auth.renew.submit')}
        </Button>
        <Button type="link" block onClick={() => void signOut()} style={{ marginTop: 8 }}>
          {t('common.header.signOut')}
        </Button>
      </Form>
    </AuthCard>
  );
}
