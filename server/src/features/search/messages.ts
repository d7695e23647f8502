import { defineMessages } from '../../platform/i18n/messages.ts';

/** Messages of part-number search. */
export const searchMessages = defineMessages({
  keywordsWithoutPartNumber: {
    en: 'Enter at least one letter or digit',
    zh: '请至少输入一个字母或数字',
    de: 'Geben Sie mindestens einen Buchstaben oder eine Ziffer ein',
    fr: 'Saisissez au moins une lettre ou un chiffre',
    jp: '英字または数字を 1 文字以上入力してください',
    ru: 'Введите хотя бы одну букву или цифру',
    ko: '문자나 숫자를 한 개 이상 입력하세요',
  },
});
