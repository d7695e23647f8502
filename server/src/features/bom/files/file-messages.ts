import { defineMessages } from '../../../platform/i18n/messages.ts';

/** Why an uploaded BOM sheet cannot be read as asked: each says what to choose or fix. */
export const bomFileMessages = defineMessages({
  columnBeyondSheet: {
    en: 'Column {column} is not in the sheet: its last column is {last}',
    zh: '第 {column} 列不在该工作表中：最后一列是 {last}',
    de: 'Spalte {column} gibt es im Blatt nicht: Die letzte Spalte ist {last}',
    fr: "La colonne {column} n'existe pas dans la feuille : la dernière colonne est {last}",
    jp: '列 {column} はシートにありません。最後の列は {last} です',
    ru: 'Столбца {column} нет на листе: последний столбец — {last}',
    ko: '{column}열은 시트에 없습니다. 마지막 열은 {last}열입니다',
  },
  columnTwice: {
    en: 'Column {column} is already chosen for another field: choose one column per field',
    zh: '第 {column} 列已用于其他字段：每个字段请选择不同的列',
    de: 'Spalte {column} ist bereits einem anderen Feld zugeordnet: Wählen Sie für jedes Feld eine eigene Spalte',
    fr: 'La colonne {column} est déjà choisie pour un autre champ : choisissez une colonne par champ',
    jp: '列 {column} は別の項目に選択済みです。項目ごとに別の列を選んでください',
    ru: 'Столбец {column} уже выбран для другого поля: выберите для каждого поля свой столбец',
    ko: '{column}열은 이미 다른 항목에 지정되어 있습니다. 항목마다 다른 열을 선택하세요',
  },
  quantityOrDesignatorsNeeded: {
    en: 'Choose the quantity column or the reference designators column: each line takes its quantity from one of them',
    zh: '请选择数量列或位号列：每行的数量取自其中之一',
    de: 'Wählen Sie die Mengenspalte oder die Spalte der Bestückungspositionen: Jede Zeile nimmt ihre Menge aus einer davon',
    fr: 'Choisissez la colonne des quantités ou celle des repères : chaque ligne en tire sa quantité',
    jp: '数量の列か部品記号の列を選んでください。各行の数量はそのどちらかから取ります',
    ru: 'Выберите столбец количества или позиционных обозначений: количество строки берётся из одного из них',
    ko: '수량 열 또는 참조 번호 열을 선택하세요. 각 줄의 수량은 둘 중 하나에서 가져옵니다',
  },
  noLines: {
    en: 'No line to import: every row below the header row is empty or lacks a part number or a quantity',
    zh: '没有可导入的行：表头行下方的每一行都为空，或缺少型号或数量',
    de: 'Keine Zeile zu importieren: Jede Zeile unter der Kopfzeile ist leer oder hat keine Teilenummer oder Menge',
    fr: "Aucune ligne à importer : chaque ligne sous l'en-tête est vide ou n'a pas de référence ou de quantité",
    jp: '取り込める行がありません。見出し行より下の行はすべて空か、型番または数量がありません',
    ru: 'Нечего импортировать: все строки под строкой заголовков пусты или без номера детали либо количества',
    ko: '가져올 줄이 없습니다. 머리글 행 아래의 모든 행이 비어 있거나 부품 번호 또는 수량이 없습니다',
  },
  tooManyLines: {
    en: 'The BOM has {lines} lines: at most {max} can be uploaded; split it into several BOMs',
    zh: '该 BOM 有 {lines} 行：最多可上传 {max} 行，请拆分为多个 BOM',
    de: 'Die Stückliste hat {lines} Zeilen: Höchstens {max} können hochgeladen werden; teilen Sie sie in mehrere Stücklisten auf',
    fr: 'La nomenclature compte {lines} lignes : {max} au maximum peuvent être envoyées ; divisez-la en plusieurs nomenclatures',
    jp: 'BOM は {lines} 行あります。アップロードできるのは最大 {max} 行です。複数の BOM に分けてください',
    ru: 'В спецификации {lines} строк: можно загрузить не более {max}; разделите её на несколько спецификаций',
    ko: 'BOM에 {lines}개 줄이 있습니다. 최대 {max}개 줄까지 업로드할 수 있으니 여러 BOM으로 나누세요',
  },
});
