import type { PayBankAccount } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { CopyableText } from '@/ui/CopyableText.tsx';
import { Fact } from '@/ui/Fact.tsx';
import { totalText } from './money-text.ts';

/** Where to wire the money, with the reference finance matches the transfer by; the numbers copy with one press. */
export function BankAccountDetails({ account }: { account: PayBankAccount }) {
  const rows: { label: string; value: string | null; copy?: boolean }[] = [
    { label: m.payment_bankBeneficiary(), value: account.beneficiary_name },
    { label: m.payment_bankBeneficiaryAddress(), value: account.beneficiary_address },
    { label: m.payment_bankName(), value: account.bank_name },
    { label: m.payment_bankAddress(), value: account.bank_address },
    { label: m.payment_bankAccountNumber(), value: account.account_number, copy: true },
    { label: m.payment_bankIban(), value: account.iban, copy: true },
    { label: m.payment_bankSwift(), value: account.swift_code, copy: true },
    { label: m.payment_bankRouting(), value: account.routing_number, copy: true },
  ];
  return (
    <div className="payment-bank">
      <p className="payment-reference" data-testid="payment-bank-reference">
        <span>{m.payment_bankReference()}</span>
        <CopyableText text={account.reference} className="payment-reference-value" />
      </p>
      <dl className="payment-bank-account">
        <Fact term={m.payment_bankAmount()}>{totalText(account.amount, account.currency_code, account.currency_symbol)}</Fact>
        {rows
          .filter((row) => row.value)
          .map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.copy ? <CopyableText text={row.value!} /> : row.value}</dd>
            </div>
          ))}
      </dl>
      <p className="payment-note">{account.instructions}</p>
    </div>
  );
}
