// Signing in: the password and code pages, their URL parameters and heads, and the guard that skips them once signed in.
export { LoginPage } from './LoginPage.tsx';
export { LoginValidatePage } from './LoginValidatePage.tsx';
export { loginSearchSchema, loginValidateSearchSchema, type LoginMethod } from './login-search.ts';
export { loginSeo, loginValidateSeo } from './login-seo.ts';
export { skipLoginWhenSignedIn } from './signed-in-guard.ts';
