import { m } from '$paraglide/messages.js';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** Where an expired session lands (envelope code 4001). */
export function SessionExpiredPage() {
  return (
    <PageFrame page="exit">
      <p>{m.exit_text()}</p>
      <div className="actions">
        <LocalLink to="/login" className="button button-primary">
          {m.action_signIn()}
        </LocalLink>
        <LocalLink to="/" className="button">
          {m.action_home()}
        </LocalLink>
      </div>
    </PageFrame>
  );
}
