import { registerLocalIdentityRoutes } from '@ledgerlight/local-stack';
import { describe, expect, it } from 'vitest';

import { ConfigError } from '../config';
import { localIdentityEnv, webAppOptionsFor, webSettingsFromEnv } from './webConfig';

describe('identity and app settings', () => {
  it('defaults to local identity on port 9229, serving dist/, with the sandbox bank', () => {
    expect(webSettingsFromEnv({})).toEqual({ identityProvider: 'local', cognitoLocalPort: 9229, appDir: 'dist' });
  });

  it('refuses a Cognito issuer while the identity provider is local, rather than ignoring it', () => {
    expect(() =>
      webSettingsFromEnv({ AUTH_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC' }),
    ).toThrow(/IDENTITY_PROVIDER=cognito/);
  });

  it('reads the Cognito app config from the issuer, client id and hosted-UI domain', () => {
    const settings = webSettingsFromEnv({
      IDENTITY_PROVIDER: 'cognito',
      AUTH_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbCdEf',
      AUTH_CLIENT_ID: 'client-1',
      COGNITO_DOMAIN: 'https://auth.example.com/',
      COGNITO_REDIRECT_SIGN_IN: 'https://app.example.com/auth/callback',
      SERVE_APP: 'false',
      API_BASE_URL: 'https://api.example.com/',
      BANK_PROVIDER: 'plaid',
      PLAID_ENV: 'production',
    });
    expect(settings).toEqual({
      identityProvider: 'cognito',
      cognitoLocalPort: 9229,
      cognito: {
        mode: 'cognito',
        region: 'eu-west-1',
        userPoolId: 'eu-west-1_AbCdEf',
        userPoolClientId: 'client-1',
        domain: 'auth.example.com',
        redirectSignIn: 'https://app.example.com/auth/callback',
      },
      apiBaseUrl: 'https://api.example.com',
      plaidEnvironment: 'production',
    });
    expect(webAppOptionsFor(settings, undefined)).toEqual({
      identity: { mode: 'cognito', config: settings.cognito },
      apiBaseUrl: 'https://api.example.com',
      plaidEnvironment: 'production',
    });
  });

  it('names every missing Cognito variable', () => {
    const attempt = () =>
      webSettingsFromEnv({ IDENTITY_PROVIDER: 'cognito', AUTH_ISSUER: 'http://127.0.0.1:9229/local_x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/AUTH_ISSUER[\s\S]*AUTH_CLIENT_ID[\s\S]*COGNITO_DOMAIN/);
    expect(() => webSettingsFromEnv({ IDENTITY_PROVIDER: 'okta' })).toThrow(/IDENTITY_PROVIDER/);
    expect(() => webSettingsFromEnv({ COGNITO_LOCAL_PORT: '70000' })).toThrow(/COGNITO_LOCAL_PORT/);
  });

  it('points the token check and the app at the local user pool in local mode', () => {
    const local = {
      userPoolId: 'local_abc',
      userPoolClientId: 'client-l',
      endpoint: 'http://127.0.0.1:9229',
      issuer: 'http://127.0.0.1:9229/local_abc',
      jwksUrl: 'http://127.0.0.1:9229/local_abc/.well-known/jwks.json',
      poolFile: '/data/cognito/.cognito/db/local_abc.json',
      routes: registerLocalIdentityRoutes,
    };
    expect(localIdentityEnv(local)).toEqual({
      AUTH_ISSUER: local.issuer,
      AUTH_CLIENT_ID: 'client-l',
      AUTH_JWKS_URL: local.jwksUrl,
    });
    expect(webAppOptionsFor(webSettingsFromEnv({ APP_DIR: '/srv/app' }), local)).toEqual({
      identity: {
        mode: 'local',
        userPoolId: 'local_abc',
        userPoolClientId: 'client-l',
        upstream: 'http://127.0.0.1:9229',
        poolFile: local.poolFile,
        routes: registerLocalIdentityRoutes,
      },
      appDir: '/srv/app',
    });
  });
});
