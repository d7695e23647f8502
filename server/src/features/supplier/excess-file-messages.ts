import { defineMessages } from '../../platform/i18n/messages.ts';

/** Why a row of an excess spreadsheet, or the sheet itself, cannot be taken: each says what to fix in the file. */
export const excessFileMessages = defineMessages({
  partRequired: {
    en: 'A line needs a part number',
    zh: '每行都需要填写型号',
    de: 'Eine Zeile braucht eine Teilenummer',
    fr: 'Une ligne doit avoir une référence',
    jp: '各行に型番が必要です',
    ru: 'В строке должен быть номер детали',
    ko: '각 줄에는 부품 번호가 필요합니다',
  },
  quantityInvalid: {
    en: 'Enter a whole number of pieces from 1 to {max}',
    zh: '请填写 1 到 {max} 之间的整数数量',
    de: 'Geben Sie eine ganze Stückzahl von 1 bis {max} an',
    fr: 'Indiquez un nombre entier de pièces de 1 à {max}',
    jp: '数量は 1～{max} の整数で入力してください',
    ru: 'Укажите целое количество штук от 1 до {max}',
    ko: '수량은 1에서 {max} 사이의 정수로 입력하세요',
  },
  priceInvalid: {
    en: 'Enter a price from 0 to {max}, or leave the cell empty to ask for an offer',
    zh: '请填写 0 到 {max} 之间的价格，或留空以请我们报价',
    de: 'Geben Sie einen Preis von 0 bis {max} an oder lassen Sie die Zelle leer, um ein Angebot zu erbitten',
    fr: 'Indiquez un prix de 0 à {max}, ou laissez la cellule vide pour demander une offre',
    jp: '価格は 0～{max} で入力するか、見積もりを希望する場合は空欄にしてください',
    ru: 'Укажите цену от 0 до {max} или оставьте ячейку пустой, чтобы запросить предложение',
    ko: '가격은 0에서 {max} 사이로 입력하거나, 견적을 원하시면 비워 두세요',
  },
  noLines: {
    en: 'The sheet holds no lines below its header row',
    zh: '该工作表的表头行下方没有数据行',
    de: 'Das Blatt enthält unter der Kopfzeile keine Zeilen',
    fr: "La feuille ne contient aucune ligne sous sa ligne d'en-tête",
    jp: 'シートの見出し行の下に行がありません',
    ru: 'На листе нет строк под строкой заголовков',
    ko: '시트의 머리글 행 아래에 줄이 없습니다',
  },
  noSuchSheet: {
    en: 'The file has {sheets} sheet(s): choose one of them',
    zh: '该文件只有 {sheets} 个工作表，请从中选择',
    de: 'Die Datei hat {sheets} Blatt/Blätter: Wählen Sie eines davon',
    fr: 'Le fichier compte {sheets} feuille(s) : choisissez-en une',
    jp: 'このファイルのシートは {sheets} 枚です。その中から選んでください',
    ru: 'В файле листов: {sheets}; выберите один из них',
    ko: '이 파일에는 시트가 {sheets}개 있습니다. 그중 하나를 선택하세요',
  },
  rowNotALine: {
    en: 'Row {row} is not a line of the sheet (it is the header, above it or past the last row)',
    zh: '第 {row} 行不是该工作表的数据行（它是表头、在表头之上或超出最后一行）',
    de: 'Zeile {row} ist keine Zeile der Liste (sie ist die Kopfzeile, liegt darüber oder nach der letzten Zeile)',
    fr: "La ligne {row} n'est pas une ligne de la liste (c'est l'en-tête, elle est au-dessus ou après la dernière ligne)",
    jp: '{row} 行目はシートのデータ行ではありません（見出し行、その上、または最終行より後です）',
    ru: 'Строка {row} не является строкой списка (это заголовок, строка выше него или после последней строки)',
    ko: '{row}행은 시트의 데이터 줄이 아닙니다(머리글이거나 그 위, 또는 마지막 행 뒤입니다)',
  },
});
