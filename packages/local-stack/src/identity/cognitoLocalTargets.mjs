/**
 * Loaded into the cognito-local child before it starts (cognitoLocal.ts): the user pool operations
 * the app calls that cognito-local 5 lacks, written against its own services as its targets are.
 *
 * ResendConfirmationCode: the confirm step's "resend". As on Amazon Cognito, a
 * new code replaces the waiting one for a user who has not confirmed yet (the mailbox shows it), and
 * a confirmed user gets InvalidParameterException. An unknown email is answered by the proxy as if it
 * were known (cognitoProxy.ts, cognitoAnswer).
 */

import { InvalidParameterError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import { Targets } from 'cognito-local/lib/targets/targets.js';

Targets.ResendConfirmationCode =
  ({ cognito, clock, messages, otp }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const email = (user.Attributes ?? []).find((attribute) => attribute.Name === 'email');
    if (!email || !email.Value) throw new InvalidParameterError('User has no email to send a code to.');
    const deliveryDetails = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email.Value };
    const code = otp();
    await messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, { ...user, UserLastModifiedDate: clock.get(), ConfirmationCode: code });
    return { CodeDeliveryDetails: deliveryDetails };
  };
