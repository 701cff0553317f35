import { Button, Checkbox, Flex, Input } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type Captcha, silentApi } from '../../api/index.ts';
import { deviceId, tokenStore } from '../../shared/storage.ts';
import styles from './auth-card.module.css';
import { AuthCard } from './auth-card.tsx';

type Field = 'username' | 'password' | 'captcha';
type Values = Record<Field, string>;

/**
 * `/auth/login` (product.md sections 4 and 7): signs in with app `WEB` and the
 * device id, stores the token (local storage when remembered, else session
 * storage) and reloads. A captcha is shown once the server demands one.
 *
 * A plain form with Ant Design's inputs rather than antd Form, whose field
 * store, validator and grid would be a fifth of the sign-in page's script.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState<ReadonlySet<Field>>(new Set());
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    if (value !== '') setMissing((old) => new Set([...old].filter((f) => f !== field)));
  };

  const loadCaptcha = async () => {
    set('captcha', '');
    try {
      setCaptcha(await silentApi.user.captcha());
    } catch {
      setCaptcha(null);
    }
  };

  const submit = async () => {
    const required: Field[] = captcha ? ['username', 'password', 'captcha'] : ['username', 'password'];
    const empty = new Set(required.filter((field) => values[field].trim() === ''));
    setMissing(empty);
    if (empty.size > 0) return;
    setSubmitting(true);
    try {
      const { access_token } = await api.user.signIn({
        username: values.username.trim(),
        password: values.password,
        app: 'WEB',
        device_id: deviceId(),
        ...(captcha ? { key: captcha.key, captcha: values.captcha.trim() } : {}),
      });
      tokenStore.set(access_token, remember);
      window.location.reload();
    } catch (error) {
      // a captcha answers once: after any failure show a fresh one if the server wants it
      if (error instanceof ApiError && (error.body.captcha_required === true || captcha)) await loadCaptcha();
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  /** What every input of the form shares: its id, size, error state and value. */
  const bind = (field: Field) => ({
    id: field,
    size: 'large' as const,
    status: missing.has(field) ? ('error' as const) : undefined,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  return (
    <AuthCard title={t('common.auth.login.title')}>
      <form onSubmit={onSubmit} noValidate data-testid="login-form" className={styles.form}>
        <LoginField id="username" label={t('common.auth.login.username')} missing={missing.has('username')}>
          <Input autoComplete="username" autoFocus {...bind('username')} />
        </LoginField>
        <LoginField id="password" label={t('common.auth.login.password')} missing={missing.has('password')}>
          <Input.Password autoComplete="current-password" {...bind('password')} />
        </LoginField>
        {captcha && (
          <LoginField id="captcha" label={t('common.auth.login.captcha')} missing={missing.has('captcha')}>
            <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
              <img
                src={captcha.image}
                alt={t('common.auth.login.captchaImage')}
                data-testid="captcha-image"
                height={50}
              />
              <Button onClick={() => void loadCaptcha()}>{t('common.auth.login.captchaRefresh')}</Button>
            </Flex>
            <Input autoComplete="off" {...bind('captcha')} />
          </LoginField>
        )}
        <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} className={styles.field}>
          {t('common.auth.login.remember')}
        </Checkbox>
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
      </form>
    </AuthCard>
  );
}

/** A labelled field with "required" below it while it is empty after a submit. */
function LoginField({
  id,
  label,
  missing,
  children,
}: {
  id: Field;
  label: string;
  missing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {missing && (
        <div role="alert" className={styles.error} data-testid={`login-${id}-required`}>
          {t('validation.required')}
        </div>
      )}
    </div>
  );
}
