import { m } from '$paraglide/messages.js';
import { PASSWORD_RULES } from './password-rules.ts';

/** The new password's rules, each ticked as soon as what is typed meets it; read out politely as they change. */
export function PasswordRuleList({ id, password, current }: { id: string; password: string; current: string }) {
  return (
    <ul id={id} className="account-rules" aria-label={m.account_passwordRulesLabel()} aria-live="polite">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password, current);
        return (
          <li key={rule.id} className={met ? 'account-rule account-rule-met' : 'account-rule'} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label()}
            <span className="visually-hidden">{met ? m.account_ruleMet() : m.account_ruleNotMet()}</span>
          </li>
        );
      })}
    </ul>
  );
}
