/**
 * Chipmart's receiving accounts, one per currency: configuration data that
 * finance changes here, not in the handlers.
 */
export interface BankAccount {
  beneficiaryName: string;
  beneficiaryAddress: string;
  bankName: string;
  bankAddress: string;
  accountNumber: string;
  iban: string | null;
  swiftCode: string;
  routingNumber: string | null;
  /** Who bears the bank charges, as the SWIFT field 71A says it. */
  chargeRule: 'OUR' | 'SHA';
}

const HK_BENEFICIARY = { beneficiaryName: 'Chipmart Technology (HK) Limited', beneficiaryAddress: "Unit 1603, 16/F, The L. Plaza, 367-375 Queen's Road Central, Sheung Wan, Hong Kong" };
const HSBC = { bankName: 'The Hongkong and Shanghai Banking Corporation Limited', bankAddress: "1 Queen's Road Central, Hong Kong", swiftCode: 'HSBCHKHHHKH', routingNumber: '004' };

export const BANK_ACCOUNTS: Readonly<Record<string, BankAccount>> = {
  USD: { ...HK_BENEFICIARY, ...HSBC, accountNumber: '817-265430-838', iban: null, chargeRule: 'OUR' },
  HKD: { ...HK_BENEFICIARY, ...HSBC, accountNumber: '817-265430-001', iban: null, chargeRule: 'OUR' },
  EUR: {
    beneficiaryName: 'Chipmart Europe GmbH',
    beneficiaryAddress: 'Hanauer Landstraße 174, 60314 Frankfurt am Main, Germany',
    bankName: 'Deutsche Bank AG',
    bankAddress: 'Taunusanlage 12, 60325 Frankfurt am Main, Germany',
    accountNumber: '0412883700',
    iban: 'DE89 5007 0010 0412 8837 00',
    swiftCode: 'DEUTDEFFXXX',
    routingNumber: null,
    chargeRule: 'SHA',
  },
  GBP: {
    beneficiaryName: 'Chipmart Europe GmbH',
    beneficiaryAddress: 'Hanauer Landstraße 174, 60314 Frankfurt am Main, Germany',
    bankName: 'Barclays Bank UK PLC',
    bankAddress: '1 Churchill Place, London E14 5HP, United Kingdom',
    accountNumber: '53881204',
    iban: 'GB33 BUKB 2020 1553 8812 04',
    swiftCode: 'BUKBGB22',
    routingNumber: '20-20-15',
    chargeRule: 'SHA',
  },
  CNY: {
    beneficiaryName: '芯城科技（深圳）有限公司',
    beneficiaryAddress: '深圳市南山区科技园科发路 8 号',
    bankName: '招商银行深圳分行',
    bankAddress: '深圳市福田区深南大道 7088 号',
    accountNumber: '755912345610801',
    iban: null,
    swiftCode: 'CMBCCNBS',
    routingNumber: '308584000013',
    chargeRule: 'OUR',
  },
};
