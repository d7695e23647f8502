import { m } from '$paraglide/messages.js';
import { partnerFacts } from './partner-facts.ts';

/** What a partner's program should do on each envelope code, by the document's first example name for the code. */
export const errorAdvice: Record<string, () => string> = {
  sessionExpired: m.partnerPortal_errorAdviceSessionExpired,
  unauthenticated: m.partnerPortal_errorAdviceUnauthenticated,
  forbidden: m.partnerPortal_errorAdviceForbidden,
  notFound: m.partnerPortal_errorAdviceNotFound,
  conflict: m.partnerPortal_errorAdviceConflict,
  validationFailed: m.partnerPortal_errorAdviceValidationFailed,
  rateLimited: m.partnerPortal_errorAdviceRateLimited,
  internalError: m.partnerPortal_errorAdviceInternalError,
};

/** Every code of the partner document, its HTTP status and example names (read at build time), and what to do. */
export function ErrorsTable() {
  return (
    <div className="portal-table" tabIndex={0} role="region" aria-label={m.partnerPortal_errorsTable()}>
      <table>
        <thead>
          <tr>
            <th scope="col">{m.partnerPortal_errorsCode()}</th>
            <th scope="col">{m.partnerPortal_errorsHttp()}</th>
            <th scope="col">{m.partnerPortal_errorsNames()}</th>
            <th scope="col">{m.partnerPortal_errorsAdvice()}</th>
          </tr>
        </thead>
        <tbody>
          {partnerFacts.errors.map((error) => (
            <tr key={error.code}>
              <th scope="row">
                <code>{error.code}</code>
              </th>
              <td>{error.httpStatus}</td>
              <td>
                {error.names.map((name, index) => (
                  <span key={name}>
                    {index > 0 ? ', ' : ''}
                    <code>{name}</code>
                  </span>
                ))}
              </td>
              <td>{errorAdvice[error.names[0]!]?.()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
