import { m } from '$paraglide/messages.js';
import { LocalLink } from '@/ui/LocalLink.tsx';

/**
 * /myaccount/bom-list: saved BOMs are not kept in the account yet, so the
 * page says what the BOM tool on /bom does today and leads there.
 */
export function BomListPage() {
  return (
    <section className="account-card account-bom" aria-labelledby="account-bom-title">
      <h2 id="account-bom-title" className="account-card-title">
        {m.account_bomTitle()}
      </h2>
      <p>{m.account_bomIntro()}</p>
      <ul className="account-bom-steps">
        <li>{m.account_bomStepUpload()}</li>
        <li>{m.account_bomStepMatch()}</li>
        <li>{m.account_bomStepOrder()}</li>
      </ul>
      <p className="account-muted">{m.account_bomNotSaved()}</p>
      <div className="actions">
        <LocalLink to="/bom" className="button button-primary">
          {m.account_bomOpen()}
        </LocalLink>
      </div>
    </section>
  );
}
