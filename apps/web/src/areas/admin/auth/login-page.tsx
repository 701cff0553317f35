import { useTranslation } from 'react-i18next';
import { tokenStore } from '../../../shared/storage.ts';
import { AuthCard } from './auth-card.tsx';
import { SignInForm } from './sign-in-form.tsx';

/**
 * `/auth/login` (product.md sections 4 and 7): signs in with app `WEB` and the
 * device id (and a second factor when the user has one), stores the token
 * (local storage when remembered, else session storage) and reloads.
 */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('common.auth.login.title')}>
      <SignInForm
        onSignedIn={({ token, remember }) => {
          tokenStore.set(token, remember);
          window.location.reload();
        }}
      />
    </AuthCard>
  );
}
