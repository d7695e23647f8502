import { m } from '$paraglide/messages.js';
import { TextAreaField } from '@/ui/fields/TextAreaField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import type { ExcessContactDraft, ExcessContactField, ExcessContactProblems } from './excess-contact.ts';

interface Props {
  draft: ExcessContactDraft;
  problems: ExcessContactProblems;
  onChange: (field: ExcessContactField, value: string) => void;
}

/** Who the purchasing team answers: the contact fields of the excess list. */
export function ExcessContactFields({ draft, problems, onChange }: Props) {
  const text = (field: ExcessContactField) => ({
    value: draft[field],
    error: problems[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.currentTarget.value),
  });
  return (
    <fieldset className="supplier-group">
      <legend className="supplier-legend">{m.supplier_contactGroup()}</legend>
      <div className="supplier-grid">
        <TextField id="excess-company" label={m.supplier_companyLabel()} required autoComplete="organization" {...text('company_name')} />
        <TextField id="excess-contact" label={m.supplier_contactLabel()} required autoComplete="name" {...text('contact_name')} />
        <TextField id="excess-email" label={m.supplier_emailLabel()} required type="email" autoComplete="email" {...text('email')} />
        <TextField id="excess-telephone" label={m.supplier_telephoneLabel()} required type="tel" autoComplete="tel" {...text('telephone')} />
      </div>
      <TextAreaField id="excess-remark" label={m.supplier_excessRemarkLabel()} rows={3} placeholder={m.supplier_excessRemarkPlaceholder()} {...text('remark')} />
    </fieldset>
  );
}
