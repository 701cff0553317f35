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
      client.post<{ access_token: string }>('/user/sign-in-web', payload, { auth: false }),
    captcha: () => client.get<Captcha>('/user/captcha', { auth: false }),
    me: () => client.get<Me>('/user/me'),
    signOut: () => client.post<null>('/user/sign-out'),
    changeMyPassword: (body: { old_password: string; password: string }, notifySuccess = false) =>
      client.post<null>('/user/m-users/change-my-password', body, { notifySuccess }),
    settingByAlias: (alias: string) =>
      client.get<GeneralSetting>('/user/general-settings/get-by-alias', { query: { alias } }),
  };
}
