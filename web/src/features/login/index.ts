// Signing in: the password and code pages, their URL parameters and heads, and the guard that skips them once signed in.
export { LoginPage } from './LoginPage.tsx';
export { LoginValidatePage } from './LoginValidatePage.tsx';
export { loginSearchSchema, loginValidateSearchSchema, type LoginMethod } from './login-search.ts';
export { loginSeo, loginValidateSeo } from './login-seo.ts';
export { skipLoginWhenSignedIn } from './signed-in-guard.ts';
// The building blocks of the other identity pages (registration, password reset): the image captcha, the e-mailed
// code request and its resend wait, the field rules they share, how a failed call is sorted, and the end of a sign-in.
export { CaptchaField } from './CaptchaField.tsx';
export { CodeRequestForm } from './CodeRequestForm.tsx';
export { useImageCaptcha, type ImageCaptcha } from './use-image-captcha.ts';
export { forgetCodeSent, rememberCodeSent, secondsUntil, useSentCode } from './sent-codes.ts';
export { codeProblem, emailProblem, type FieldProblems } from './sign-in-rules.ts';
export { sortFailure } from './api-failure.ts';
export { focusFirstInvalid } from './focus-first-invalid.ts';
export { useFinishSignIn } from './use-finish-sign-in.ts';
export { afterSignInTarget } from './login-search.ts';
