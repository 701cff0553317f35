import { Button, Checkbox, Flex, Input } from 'antd';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type Captcha, silentApi } from '../../../api/index.ts';
import { deviceId } from '../../../shared/storage.ts';
import styles from './auth-card.module.css';
import { AuthSubmit } from './auth-card.tsx';

// The second step is loaded only for a user who has one: it stays out of the sign-in page's script.
const TwoFactorStep = lazy(() => import('./two-factor-step.tsx').then((m) => ({ default: m.TwoFactorStep })));

type Field = 'username' | 'password' | 'captcha';
type Values = Record<Field, string>;

export interface SignedIn {
  token: string;
  username: string;
  remember: boolean;
}

interface SignInFormProps {
  /** Called with the new token once every step passed. */
  onSignedIn(result: SignedIn): void;
  /** Prefills the username (the sign-in prompt knows who was signed in). */
  username?: string | undefined;
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
 *
 * A plain form with Ant Design's inputs rather than antd Form, whose field
 * store, validator and grid would be a fifth of the sign-in page's script.
 */
export function SignInForm({ onSignedIn, username = '', name, showRemember = true }: SignInFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ username, password: '', captcha: '' });
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState<ReadonlySet<Field>>(new Set());
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<{ token: string; username: string } | null>(null);

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
    const typed = values.username.trim();
    try {
      const answer = await api.user.signIn({
        username: typed,
        password: values.password,
        app: 'WEB',
        device_id: deviceId(),
        ...(captcha ? { key: captcha.key, captcha: values.captcha.trim() } : {}),
      });
      if ('access_token' in answer) {
        onSignedIn({ token: answer.access_token, username: typed, remember });
        return;
      }
      setChallenge({ token: answer.challenge_token, username: typed });
      setSubmitting(false);
    } catch (error) {
      // a captcha answers once: after any failure show a fresh one if the server wants it
      if (error instanceof ApiError && (error.body.captcha_required === true || captcha)) await loadCaptcha();
      setSubmitting(false);
    }
  };

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challengeToken={challenge.token}
          onSignedIn={(token) => onSignedIn({ token, username: challenge.username, remember })}
          onRestart={() => setChallenge(null)}
        />
      </Suspense>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const idOf = (field: Field) => (name ? `${name}_${field}` : field);
  /** What every input of the form shares: its id, size, error state and value. */
  const bind = (field: Field) => ({
    id: idOf(field),
    size: 'large' as const,
    status: missing.has(field) ? ('error' as const) : undefined,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form" className={styles.form}>
      <LoginField
        id={idOf('username')}
        label={t('common.auth.login.username')}
        missing={missing.has('username')}
      >
        <Input autoComplete="username" autoFocus={!username} {...bind('username')} />
      </LoginField>
      <LoginField
        id={idOf('password')}
        label={t('common.auth.login.password')}
        missing={missing.has('password')}
      >
        <Input.Password autoComplete="current-password" autoFocus={Boolean(username)} {...bind('password')} />
      </LoginField>
      {captcha && (
        <LoginField
          id={idOf('captcha')}
          label={t('common.auth.login.captcha')}
          missing={missing.has('captcha')}
        >
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
      {showRemember && (
        <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} className={styles.field}>
          {t('common.auth.login.remember')}
        </Checkbox>
      )}
      <AuthSubmit loading={submitting} testId="login-submit">
        {t('common.auth.login.submit')}
      </AuthSubmit>
    </form>
  );
}

/** A labelled field of the sign-in form, with the "required" line under it when left empty. */
function LoginField({
  id,
  label,
  missing,
  children,
}: {
  id: string;
  label: string;
  missing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const testId = id.replace(/^.*_/, '');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {missing && (
        <div role="alert" className={styles.error} data-testid={`login-${testId}-required`}>
          {t('validation.required')}
        </div>
      )}
    </div>
  );
}
