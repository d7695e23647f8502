import { useSubmitRfqList } from '@chipmart/generated/internal/hooks/rfq/rfq';
import type { RfqSubmitResult } from '@chipmart/generated/internal/model/index';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { useChosenCurrency } from '@/platform/currency/currency-store.ts';
import { loginHref } from '@/platform/session/login-href.ts';
import { useSession } from '@/platform/session/session-store.ts';
import { localizePath } from '@/platform/i18n/locale.ts';
import { variantConfig } from '@variant-rules/config.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { RfqContactFields } from './RfqContactFields.tsx';
import { lineHasProblem, RfqItemEditor, type RfqLineDraft } from './RfqItemEditor.tsx';
import { contactFromProfile, describeSendFailure, type SendFailure } from './rfq-send.ts';
import { contactProblems, listProblem, rfqRequest, todayDay, type RfqContactDraft, type RfqContactField, type RfqContactProblems } from './rfq-rules.ts';
import { rfqSuccessPath } from './rfq-success.ts';
import { clearRfq, useRfqList } from './rfq-store.ts';
import './rfq-page.css';

/**
 * The RFQ page: the list kept in this browser, each line editable, and the
 * contact form that sends it all to the sales team. Visitors can send it too;
 * a failed send keeps everything and says why next to the button.
 */
export function RfqPage() {
  const list = useRfqList();
  const chosen = useChosenCurrency();
  // Target prices are read in the request currency: CNY on the inland site, the chosen one elsewhere.
  const currency = variantConfig.forcedCurrency ? variantConfig.defaultCurrency : chosen;
  const { userInfo } = useSession();
  const navigate = useNavigate();
  const today = todayDay();

  const [drafts, setDrafts] = useState<(RfqLineDraft | undefined)[]>([]);
  const [contact, setContact] = useState<RfqContactDraft>(() => contactFromProfile(userInfo));
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<RfqContactProblems>({});
  const [failure, setFailure] = useState<SendFailure>();
  const send = useSubmitRfqList();

  const ownProblems = contactProblems(contact);
  const shownProblems: RfqContactProblems = { ...(tried ? ownProblems : {}), ...serverProblems };
  const linesWithProblems = list.filter((item, index) => lineHasProblem(item, drafts[index], today)).length;

  function changeContact(field: RfqContactField, value: string) {
    setContact((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [field]: _fixed, ...rest }) => rest);
  }

  function setDraft(index: number, draft: RfqLineDraft | undefined) {
    setDrafts((current) => {
      const next = [...current];
      next[index] = draft;
      return next;
    });
  }

  /** The lines after a removed one move up, and their drafts with them. */
  function dropDraft(index: number) {
    setDrafts((current) => current.filter((_, position) => position !== index));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(undefined);
    if (Object.keys(ownProblems).length > 0 || linesWithProblems > 0 || listProblem(list)) {
      focusFirstProblem();
      return;
    }
    send.mutate(
      { data: rfqRequest(contact, list) },
      {
        onSuccess: (result: RfqSubmitResult) => {
          clearRfq();
          setDrafts([]);
          void navigate({ href: localizePath(rfqSuccessPath(result)) });
        },
        onError: (error: unknown) => {
          const described = describeSendFailure(error, list);
          setServerProblems(described.fieldProblems);
          setFailure(described);
        },
      },
    );
  }

  if (list.length === 0) {
    return (
      <section aria-labelledby="rfq-empty-title" className="rfq-empty">
        <h2 id="rfq-empty-title" className="visually-hidden">
          {m.rfq_emptyTitle()}
        </h2>
        <EmptyState />
        <p className="rfq-hint">
          {m.rfq_emptyHint()} <LocalLink to="/category">{m.rfq_browseCategories()}</LocalLink>
        </p>
      </section>
    );
  }

  return (
    <form className="rfq-page" noValidate onSubmit={submit} aria-describedby="rfq-intro">
      <p id="rfq-intro" className="lead">
        {m.rfq_intro()}
      </p>
      <section aria-labelledby="rfq-lines-title">
        <h2 id="rfq-lines-title" className="rfq-section-title">
          {m.rfq_linesTitle({ count: list.length })}
        </h2>
        <ol className="rfq-lines">
          {list.map((item, index) => (
            <RfqItemEditor
              key={index}
              item={item}
              index={index}
              draft={drafts[index]}
              onDraftChange={(draft) => setDraft(index, draft)}
              onRemove={() => dropDraft(index)}
              currency={currency}
              today={today}
              showAllProblems={tried}
            />
          ))}
        </ol>
      </section>
      <RfqContactFields draft={contact} problems={shownProblems} onChange={changeContact} />
      {tried && (linesWithProblems > 0 || Object.keys(ownProblems).length > 0) && (
        <p className="rfq-problem" role="alert">
          {m.rfq_fixProblems()}
        </p>
      )}
      {failure && (
        <div className="rfq-problem" role="alert" data-testid="rfq-send-failure">
          <p>{failure.message}</p>
          {failure.lineProblems.length > 0 && (
            <ul>
              {failure.lineProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {send.isPending ? m.rfq_sending() : m.rfq_send()}
        </button>
        {!userInfo && (
          <p className="rfq-hint">
            {m.rfq_signedOutNote()} <Link to={loginHref(localizePath('/rfq')) as never}>{m.rfq_actionSignIn()}</Link>
          </p>
        )}
      </div>
    </form>
  );
}

/** Moves the focus to the first field showing a problem, once React has drawn the messages. */
function focusFirstProblem() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.rfq-page [aria-invalid="true"]')?.focus());
}
