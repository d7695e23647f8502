// A forgotten password: the address and code request, then the code and the new password; their URL parameters and heads.
export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { forgotPasswordSearchSchema, resetPasswordSearchSchema } from './reset-search.ts';
export { forgotPasswordSeo, resetPasswordSeo } from './reset-seo.ts';
