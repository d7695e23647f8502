import { m } from '$paraglide/messages.js';
import { TextField } from '@/ui/fields/TextField.tsx';
import { PASSWORD_MAX, PASSWORD_RULES, type PasswordRule } from './password-rules.ts';
import './new-password.css';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (password: string) => void;
  error?: string | undefined;
  /** The rules listed and ticked: the contract's, unless the form adds its own (a change must differ from the current one). */
  rules?: readonly PasswordRule[];
}

/**
 * A new password with the contract's rules listed under it, each ticked as
 * soon as the password typed meets it. The list describes the input, so a
 * screen reader reads the rules with the field; each says whether it is met.
 */
export function NewPasswordField({ id, label, value, onChange, error, rules = PASSWORD_RULES }: Props) {
  const rulesId = `${id}-rules`;
  return (
    <div className="new-password">
      <TextField
        id={id}
        label={label}
        required
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        error={error}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-describedby={error ? `${id}-error ${rulesId}` : rulesId}
      />
      <ul id={rulesId} className="password-rules" aria-label={m.register_rulesLabel()}>
        {rules.map((rule) => {
          const met = rule.met(value);
          return (
            <li key={rule.id} className={met ? 'password-rule password-rule-met' : 'password-rule'} data-met={met}>
              <span className="password-rule-mark" aria-hidden="true">
                {met ? '✓' : '○'}
              </span>
              {rule.label()}
              <span className="visually-hidden">{met ? m.register_ruleMet() : m.register_ruleNotMet()}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
