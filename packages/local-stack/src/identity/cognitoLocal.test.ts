import { describe, expect, it } from 'vitest';
import { CognitoLocalStartError, cognitoLocalStartScript } from './cognitoLocal';

describe('cognitoLocalStartScript', () => {
  it("finds cognito-local's start script where it is installed", () => {
    expect(cognitoLocalStartScript()).toMatch(/cognito-local[/\\]lib[/\\]bin[/\\]start\.js$/);
  });

  it('says what to do when the optional package was left out of the install', () => {
    const missing = () => {
      throw Object.assign(new Error("Cannot find module 'cognito-local/lib/bin/start.js'"), {
        code: 'MODULE_NOT_FOUND',
      });
    };
    expect(() => cognitoLocalStartScript(missing)).toThrow(CognitoLocalStartError);
    expect(() => cognitoLocalStartScript(missing)).toThrow(/optional package cognito-local.*IDENTITY_PROVIDER=cognito/);
  });
});
