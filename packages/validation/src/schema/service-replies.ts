/** Who-am-I, token reply and every error body of the API. */
import Type from 'typebox';
import { USER_TYPES } from './enums.js';
import { SvcId, SvcInnCode, Username } from './strings.js';

const Opt = Type.Optional;

export const WhoAmISchema = Type.Object({
  applicationId: Opt(Type.String()),
  applicationName: Opt(Type.String()),
  userType: Opt(Type.Enum(USER_TYPES)),
  userRealm: Opt(Type.String()),
  username: Opt(Username),
  keyIdentifier: Opt(Type.String()),
  svcId: Opt(SvcId),
  svcInnCode: Opt(SvcInnCode),
  svcInnCodes: Opt(Type.Array(SvcInnCode)),
  svcAppAccess: Opt(Type.Array(Type.String())),
  roles: Opt(Type.Array(Type.String())),
  partnerId: Opt(Type.Integer({ format: 'int32' })),
  guestId: Opt(Type.Integer({ format: 'int64' })),
});

export const TokenReplySchema = Type.Object({
  access_token: Type.String(),
  scope: Type.String(),
  token_type: Type.String(),
  expires_in: Type.Integer({ minimum: 0, description: 'seconds' }),
});

/** Error body of the token endpoint (`invalid_client`, `invalid_request`). */
export const TokenErrorSchema = Type.Object({ error: Type.String(), error_description: Type.String() });

export const NotificationSchema = Type.Object({
  code: Opt(Type.String()),
  fields: Opt(Type.Array(Type.String())),
  message: Type.String(),
  otaErrorCode: Opt(Type.Integer()),
});

export const ErrorDetailSchema = Type.Object({
  code: Type.Integer(),
  context: Type.String(),
  message: Type.String(),
  notifications: Opt(Type.Array(NotificationSchema)),
});

/** Body of a 401 for an invalid or expired access token. */
export const FaultSchema = Type.Object({
  fault: Type.Object({ code: Type.Integer({ description: '900901' }), message: Type.String(), description: Type.String() }),
});
