import { m } from '$paraglide/messages.js';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** Where an expired session lands (envelope code 4001). */
export function SessionExpiredPage() {
  return (
    <PageFrame page="exit">
      <p>{m.sessionExpired_text()}</p>
      <div className="actions">
        <LocalLink to="/login" className="button button-primary">
          {m.sessionExpired_actionSignIn()}
        </LocalLink>
        <LocalLink to="/" className="button">
          {m.sessionExpired_actionHome()}
        </LocalLink>
      </div>
    </PageFrame>
  );
}
