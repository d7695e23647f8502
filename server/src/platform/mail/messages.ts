import { defineMessages } from '../i18n/messages.ts';

/** How every mail Chipmart sends opens and closes, in every locale the shops offer. */
export const mailMessages = defineMessages({
  greeting: {
    en: 'Hello,',
    zh: '您好：',
    de: 'Guten Tag,',
    fr: 'Bonjour,',
    jp: 'いつもご利用いただきありがとうございます。',
    ru: 'Здравствуйте!',
    ko: '안녕하세요.',
  },
  signature: {
    en: 'Your Chipmart team',
    zh: 'Chipmart 团队',
    de: 'Ihr Chipmart-Team',
    fr: "L'équipe Chipmart",
    jp: 'Chipmart チーム',
    ru: 'Команда Chipmart',
    ko: 'Chipmart 팀 드림',
  },
});
