import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Me, reauthStore } from '../../../api/index.ts';
import { ME_QUERY_KEY } from '../../../platform/session.ts';
import { readLocal, TOKEN_KEY, tokenStore } from '../../../shared/storage.ts';
import { type SignedIn, SignInForm } from './sign-in-form.tsx';

/**
 * The sign-in prompt: the session expired while a page was open. It sits
 * over the page, which keeps its state: once the same user signs in again
 * the calls that failed are sent once more. Another user signing in gets a
 * fresh page (nothing of the previous user's screen may stay); giving up
 * signs out.
 */
export function SignInPromptDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const previous = queryClient.getQueryData<Me>(ME_QUERY_KEY)?.user.username;
  // the choice made at the first sign-in stays: a remembered token is replaced by a remembered one
  const [remembered] = useState(() => readLocal(TOKEN_KEY) !== null);

  const onSignedIn = ({ token, username, remember }: SignedIn) => {
    if (previous !== undefined && previous.toLowerCase() !== username.toLowerCase()) {
      tokenStore.set(token, remember);
      window.location.assign('/');
      return;
    }
    tokenStore.set(token, remembered);
    reauthStore.settle(true);
  };

  return (
    <Modal
      open
      title={t('common.auth.prompt.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button onClick={() => reauthStore.settle(false)} data-testid="sign-in-prompt-sign-out">
          {t('common.header.signOut')}
        </Button>
      }
    >
      <div data-testid="sign-in-prompt">
        <p>{t('common.auth.prompt.text')}</p>
        <SignInForm name="reauth" username={previous} showRemember={false} onSignedIn={onSignedIn} />
      </div>
    </Modal>
  );
}
