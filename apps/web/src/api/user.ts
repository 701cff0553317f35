import type { RulesMap } from '@savdo/shared/rules';
import type { ApiClient } from './http.ts';

export interface NamedRef {
  id: number;
  name: string;
}

export interface CurrentUser {
  id: number;
  username: string;
  full_name: string;
  phone_number: string | null;
  active: boolean;
  is_dev: boolean;
  branch: NamedRef | null;
  user_position: NamedRef | null;
  user_position_id: number | null;
  password_is_expire: boolean;
}

/** `data` of GET /user/me (product.md section 3). */
export interface Me {
  user: CurrentUser;
  exchange_rate: number;
  rules: RulesMap;
  calculator_by_product: boolean;
  password_is_expire: boolean;
  /** The user holds a rights-management rule and must enrol a second factor first (rules are empty until then). */
  two_factor_enrolment_required?: boolean;
}

/** The password step: a session, or a challenge to answer with a code (`signInTwoFactor`). */
export type SignInAnswer =
  | { access_token: string }
  | { two_factor_required: true; challenge_token: string; expires_in: number };

export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recovery_codes_left: number;
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauth_uri: string;
  /** The URI as a QR code: a `data:` URL of an SVG. */
  qr: string;
}

export interface SignInPayload {
  username: string;
  password: string;
  key?: string;
  captcha?: string;
  app: 'WEB';
  device_id: string;
}

export interface Captcha {
  key: string;
  /** A `data:` URL of an SVG. */
  image: string;
}

export interface GeneralSetting {
  alias: string;
  type: string;
  value: unknown;
}

export function userApi(client: ApiClient) {
  return {
    signIn: (payload: SignInPayload) =>
      client.post<SignInAnswer>('/user/sign-in-web', payload, { auth: false }),
    signInTwoFactor: (body: { challenge_token: string; code?: string; recovery_code?: string }) =>
      client.post<{ access_token: string }>('/user/sign-in-2fa', body, { auth: false }),
    twoFactor: () => client.get<TwoFactorStatus>('/user/two-factor'),
    startTwoFactor: () => client.post<TwoFactorEnrolment>('/user/two-factor/start'),
    confirmTwoFactor: (code: string) =>
      client.post<{ recovery_codes: string[] }>('/user/two-factor/confirm', { code }),
    renewRecoveryCodes: (code: string) =>
      client.post<{ recovery_codes: string[] }>('/user/two-factor/recovery-codes', { code }),
    disableTwoFactor: (code: string) =>
      client.post<null>('/user/two-factor/disable', { code }, { notifySuccess: true }),
    captcha: () => client.get<Captcha>('/user/captcha', { auth: false }),
    me: () => client.get<Me>('/user/me'),
    signOut: () => client.post<null>('/user/sign-out'),
    changeMyPassword: (body: { old_password: string; password: string }, notifySuccess = false) =>
      client.post<null>('/user/m-users/change-my-password', body, { notifySuccess }),
    settingByAlias: (alias: string) =>
      client.get<GeneralSetting>('/user/general-settings/get-by-alias', { query: { alias } }),
  };
}
