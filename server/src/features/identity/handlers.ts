import type { Handlers } from '../../platform/http/handler.ts';
import { changeUserEmail, changeUserPassword, getUserProfile, sendChangeEmailCode, updateUserProfile } from './account-handlers.ts';
import { checkVerificationCode, sendVerificationCode } from './code-handlers.ts';
import type { IdentityDeps } from './deps.ts';
import { applyForApiAccess, getApiAccessApplication } from './partner-handlers.ts';
import type { AuthUser } from './sessions.ts';
import { loginUser, loginUserWithCode, registerUser, resetUserPassword } from './sign-in-handlers.ts';

/** Accounts, sign-in, e-mailed codes, profile and API access. */
export const identityHandlers = (deps: IdentityDeps): Handlers<AuthUser> => ({
  registerUser: registerUser(deps),
  loginUser: loginUser(deps),
  loginUserWithCode: loginUserWithCode(deps),
  resetUserPassword: resetUserPassword(deps),
  sendVerificationCode: sendVerificationCode(deps),
  checkVerificationCode: checkVerificationCode(deps),
  getUserProfile: getUserProfile(deps),
  updateUserProfile: updateUserProfile(deps),
  changeUserPassword: changeUserPassword(deps),
  sendChangeEmailCode: sendChangeEmailCode(deps),
  changeUserEmail: changeUserEmail(deps),
  applyForApiAccess: applyForApiAccess(deps),
  getApiAccessApplication: getApiAccessApplication(deps),
});
