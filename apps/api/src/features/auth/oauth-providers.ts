import type { Provider } from '@geulgam/contracts';
import type { Config } from '../../config/env.ts';

export interface ProviderEndpoints {
  provider: Provider;
  emulated: boolean;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
  /** Where the browser goes to sign in. */
  authorizeUrl: string;
  /** Server-to-server calls. */
  tokenUrl: string;
  profileUrl: string;
}

/** The emulator's client credentials; only ever valid against the emulator itself. */
export const EMULATOR_CLIENT = {
  kakao: { id: 'local-kakao-client', secret: 'local-kakao-secret' },
  naver: { id: 'local-naver-client', secret: 'local-naver-secret' },
} as const;

const REAL_HOSTS = {
  kakao: { auth: 'https://kauth.kakao.com', api: 'https://kapi.kakao.com' },
  naver: { auth: 'https://nid.naver.com', api: 'https://openapi.naver.com' },
} as const;

/** The providers' own paths under their auth and API hosts; the emulator serves the same paths. */
export const PROVIDER_PATHS = {
  kakao: { authorize: '/oauth/authorize', token: '/oauth/token', profile: '/v2/user/me' },
  naver: { authorize: '/oauth2.0/authorize', token: '/oauth2.0/token', profile: '/v1/nid/me' },
} as const;

export function emulatorBase(config: Config, provider: Provider, audience: 'browser' | 'server') {
  const origin = audience === 'browser' ? config.publicApiUrl : `http://127.0.0.1:${config.PORT}`;
  return `${origin.replace(/\/$/, '')}/dev/oauth/${provider}`;
}

export function defaultRedirectUri(config: Config, provider: Provider) {
  return `http://localhost:${config.WEB_PORT}/auth/${provider}/callback`;
}

export function providerEndpoints(config: Config, provider: Provider): ProviderEndpoints {
  const upper = provider === 'kakao' ? 'KAKAO' : 'NAVER';
  const emulated = config.oauthEmulated[provider];
  const explicitAuth = config[`${upper}_AUTH_BASE`];
  const explicitApi = config[`${upper}_API_BASE`];
  const authBrowser =
    explicitAuth ?? (emulated ? emulatorBase(config, provider, 'browser') : REAL_HOSTS[provider].auth);
  const authServer = explicitAuth ?? (emulated ? emulatorBase(config, provider, 'server') : REAL_HOSTS[provider].auth);
  const apiServer = explicitApi ?? (emulated ? emulatorBase(config, provider, 'server') : REAL_HOSTS[provider].api);
  const paths = PROVIDER_PATHS[provider];
  return {
    provider,
    emulated,
    clientId: config[`${upper}_CLIENT_ID`] ?? EMULATOR_CLIENT[provider].id,
    clientSecret: emulated ? EMULATOR_CLIENT[provider].secret : config[`${upper}_CLIENT_SECRET`],
    redirectUri: config[`${upper}_REDIRECT_URI`] ?? defaultRedirectUri(config, provider),
    authorizeUrl: `${authBrowser}${paths.authorize}`,
    tokenUrl: `${authServer}${paths.token}`,
    profileUrl: `${apiServer}${paths.profile}`,
  };
}
