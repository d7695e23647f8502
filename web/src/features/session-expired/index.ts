// Where an expired session lands (/exit).
export { SessionExpiredPage } from './SessionExpiredPage.tsx';
