import { getGetSelectOptionsQueryOptions, useSendFeedback } from '@chipmart/generated/internal/hooks/site/site';
import { useEffect, useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { FEEDBACK_DIALOG_WIDTH_PX, SLOW_DATA_STALE_MS, TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { Dialog } from '@/ui/Dialog.tsx';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { TextAreaField } from '@/ui/fields/TextAreaField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { defaultSubject, feedbackProblems, type FeedbackDraft } from './feedback-rules.ts';
import { feedbackOpenStore, useFeedbackOpen } from './feedback-store.ts';

const blank: FeedbackDraft = { email: '', subject: '', comment: '' };

/** The feedback dialog (800 px): subject, e-mail and comment, sent only when all three pass. */
export function FeedbackDialog() {
  const open = useFeedbackOpen();
  const [draft, setDraft] = useState(blank);
  const [checked, setChecked] = useState(false);
  const options = useScopedQuery(getGetSelectOptionsQueryOptions(undefined, { query: { enabled: open, staleTime: SLOW_DATA_STALE_MS } }));
  const subjects = options.data?.feedback_type;
  // The product shows the server's own words after sending feedback; a ref, since they arrive just before onSuccess runs.
  const serverMessage = useRef('');
  const send = useSendFeedback({ request: { onSuccessMessage: (message) => (serverMessage.current = message) } });

  useEffect(() => {
    if (open && subjects && !draft.subject) setDraft((current) => ({ ...current, subject: defaultSubject(subjects) }));
  }, [open, subjects, draft.subject]);

  const close = () => {
    feedbackOpenStore.set(false);
    setDraft(blank);
    setChecked(false);
    send.reset();
  };
  const problems = checked ? feedbackProblems(draft) : {};
  const edit = (field: keyof FeedbackDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(feedbackProblems(draft)).length > 0) return;
    send.mutate(
      { data: { type_id: Number(draft.subject), email: draft.email.trim(), feedback_content: draft.comment.trim() } },
      {
        onSuccess: () => {
          showToast(serverMessage.current || m.feedback_sent());
          close();
        },
        onError: (error) => showToast(error.message, 'error', TOAST_ERROR_DURATION_MS),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? feedbackOpenStore.set(true) : close())} title={m.feedback_title()} description={m.feedback_intro()} width={FEEDBACK_DIALOG_WIDTH_PX}>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          id="feedback-subject"
          label={m.feedback_subject()}
          required
          error={problems.subject}
          value={draft.subject}
          onValueChange={edit('subject')}
          placeholder={m.feedback_subjectPlaceholder()}
          options={Object.entries(subjects ?? {}).map(([value, label]) => ({ value, label }))}
        />
        <TextField
          id="feedback-email"
          label={m.feedback_email()}
          required
          type="email"
          autoComplete="email"
          error={problems.email}
          value={draft.email}
          onChange={(event) => edit('email')(event.currentTarget.value)}
        />
        <TextAreaField
          id="feedback-comment"
          label={m.feedback_comment()}
          required
          rows={5}
          error={problems.comment}
          value={draft.comment}
          onChange={(event) => edit('comment')(event.currentTarget.value)}
        />
        <div className="form-actions">
          <button type="button" className="button" onClick={close}>
            {m.feedback_cancel()}
          </button>
          <button type="submit" className="button button-primary" disabled={send.isPending}>
            {m.feedback_send()}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
