import { defineMessages } from '../../platform/i18n/messages.ts';

/** Messages of image captchas and of checking e-mailed verification codes. */
export const captchaMessages = defineMessages({
  correct: {
    en: 'Captcha is correct',
    zh: '图形验证码正确',
    de: 'Das Captcha ist korrekt',
    fr: 'Le captcha est correct',
    jp: '画像認証は正しく入力されました',
    ru: 'Символы с картинки введены верно',
    ko: '보안 문자가 올바릅니다',
  },
  wrongAnswer: {
    en: 'The characters do not match the image, please try a new one',
    zh: '字符与图片不符，请换一张重试',
    de: 'Die Zeichen stimmen nicht mit dem Bild überein, bitte versuchen Sie es mit einem neuen',
    fr: "Les caractères ne correspondent pas à l'image, veuillez en essayer une nouvelle",
    jp: '文字が画像と一致しません。新しい画像でもう一度お試しください',
    ru: 'Символы не совпадают с картинкой, попробуйте новую',
    ko: '문자가 이미지와 일치하지 않습니다. 새 이미지로 다시 시도하세요',
  },
  unknownKey: {
    en: 'This captcha has expired or was already used, please load a new one',
    zh: '图形验证码已过期或已使用，请重新获取',
    de: 'Dieses Captcha ist abgelaufen oder wurde bereits verwendet, bitte laden Sie ein neues',
    fr: 'Ce captcha a expiré ou a déjà été utilisé, veuillez en charger un nouveau',
    jp: 'この画像認証は期限切れか使用済みです。新しい画像を読み込んでください',
    ru: 'Срок действия картинки истёк или она уже использована, загрузите новую',
    ko: '보안 문자가 만료되었거나 이미 사용되었습니다. 새로 불러오세요',
  },
  required: {
    en: 'Please type the characters shown in the image',
    zh: '请输入图片中的字符',
    de: 'Bitte geben Sie die Zeichen aus dem Bild ein',
    fr: "Veuillez saisir les caractères affichés dans l'image",
    jp: '画像に表示されている文字を入力してください',
    ru: 'Введите символы с картинки',
    ko: '이미지에 표시된 문자를 입력하세요',
  },
  codeWrong: {
    en: 'The verification code is wrong or has expired',
    zh: '验证码错误或已过期',
    de: 'Der Bestätigungscode ist falsch oder abgelaufen',
    fr: 'Le code de vérification est erroné ou a expiré',
    jp: '確認コードが間違っているか、有効期限が切れています',
    ru: 'Код подтверждения неверен или истёк',
    ko: '인증 코드가 틀렸거나 만료되었습니다',
  },
  codeVoid: {
    en: 'Too many wrong codes: this code no longer works, please request a new one in {seconds} seconds',
    zh: '验证码错误次数过多，该验证码已失效，请在 {seconds} 秒后重新获取',
    de: 'Zu viele falsche Eingaben: Dieser Code gilt nicht mehr, bitte fordern Sie in {seconds} Sekunden einen neuen an',
    fr: 'Trop de codes erronés : ce code ne fonctionne plus, demandez-en un nouveau dans {seconds} secondes',
    jp: '誤った入力が多すぎるため、このコードは無効になりました。{seconds} 秒後に新しいコードを請求してください',
    ru: 'Слишком много неверных попыток: код больше не действует, запросите новый через {seconds} с',
    ko: '잘못된 입력이 너무 많아 이 코드는 더 이상 사용할 수 없습니다. {seconds}초 후에 새 코드를 요청하세요',
  },
});
