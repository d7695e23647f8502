import type { Handlers } from '../../shared/http/handler.ts';
import { changeUserEmail, changeUserPassword, getUserProfile, sendChangeEmailCode, updateUserProfile } from './account-handlers.ts';
import { applyForApiAccess, getUserCredit } from './partner-handlers.ts';
import { loginUser, loginUserWithCode, registerUser, resetUserPassword } from './sign-in-handlers.ts';

/** Accounts, sign-in, profile, API access and credit. */
export const identityHandlers: Handlers = {
  registerUser,
  loginUser,
  loginUserWithCode,
  resetUserPassword,
  getUserProfile,
  updateUserProfile,
  changeUserPassword,
  sendChangeEmailCode,
  changeUserEmail,
  applyForApiAccess,
  getUserCredit,
};
