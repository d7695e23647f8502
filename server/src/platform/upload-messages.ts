import { defineMessages } from './i18n/messages.ts';

/** What every file upload answers (supplier licences, bank transfer receipts): one wording for the shop. */
export const uploadMessages = defineMessages({
  uploaded: {
    en: 'Upload successful',
    zh: '上传成功',
    de: 'Hochladen erfolgreich',
    fr: 'Envoi réussi',
    jp: 'アップロードしました',
    ru: 'Файл загружен',
    ko: '업로드되었습니다',
  },
});
