// Registering a company buyer: the page, its URL parameters and head; and the new-password field, its rules and the
// parts the password reset shares: the e-mailed code's notice and how a failed call is placed on the form.
export { RegisterPage } from './RegisterPage.tsx';
export { registerSearchSchema, type RegisterSearch } from './register-search.ts';
export { registerSeo } from './register-seo.ts';
export { NewPasswordField } from './NewPasswordField.tsx';
export { meetsPasswordRules, newPasswordProblem, PASSWORD_MAX, PASSWORD_RULES, type PasswordRule } from './password-rules.ts';
export { sortForForm, type SortedFailure } from './register-failure.ts';
export { EmailCodeNotice } from './EmailCodeNotice.tsx';
