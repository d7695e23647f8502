import { localized } from './localized.ts';

/** A technical parameter parts can carry; `key` is how goods store its value in `goods.parameters`. */
export interface ParameterDefinition {
  key: string;
  names: ReturnType<typeof localized>;
  /** Base unit the values are written in (with SI prefixes), or null for text values. */
  unit: string | null;
  /** Worth a filter on category pages (free-text values such as a core name are still filterable). */
  filterable?: boolean;
}

function parameter(key: string, unit: string | null, names: ReturnType<typeof localized>, filterable = true): ParameterDefinition {
  return { key, unit, names, filterable };
}

// Arguments of localized(): zh, en, de, fr, jp, ru, ko.
const definitions = [
  parameter('core', null, localized('内核', 'Core', 'Kern', 'Cœur', 'コア', 'Ядро', '코어')),
  parameter('flash_size', 'B', localized('闪存容量', 'Flash size', 'Flash-Größe', 'Taille de la Flash', 'フラッシュ容量', 'Объём Flash', '플래시 용량')),
  parameter('ram_size', 'B', localized('RAM 容量', 'RAM size', 'RAM-Größe', 'Taille de la RAM', 'RAM 容量', 'Объём ОЗУ', 'RAM 용량')),
  parameter('max_frequency', 'Hz', localized('最高主频', 'Max frequency', 'Max. Taktfrequenz', 'Fréquence max.', '最大動作周波数', 'Макс. тактовая частота', '최대 동작 주파수')),
  parameter('supply_voltage', 'V', localized('供电电压', 'Supply voltage', 'Versorgungsspannung', "Tension d'alimentation", '電源電圧', 'Напряжение питания', '공급 전압')),
  parameter('io_count', null, localized('I/O 数量', 'I/O count', 'Anzahl I/O', "Nombre d'E/S", 'I/O 数', 'Число линий ввода-вывода', 'I/O 개수')),
  parameter('memory_type', null, localized('存储器类型', 'Memory type', 'Speichertyp', 'Type de mémoire', 'メモリタイプ', 'Тип памяти', '메모리 유형')),
  parameter('memory_size', 'bit', localized('存储容量', 'Memory size', 'Speichergröße', 'Capacité mémoire', 'メモリ容量', 'Объём памяти', '메모리 용량')),
  parameter('interface', null, localized('接口', 'Interface', 'Schnittstelle', 'Interface', 'インターフェース', 'Интерфейс', '인터페이스')),
  parameter('clock_frequency', 'Hz', localized('时钟频率', 'Clock frequency', 'Taktfrequenz', "Fréquence d'horloge", 'クロック周波数', 'Тактовая частота', '클록 주파수')),
  parameter('data_rate', 'bps', localized('数据速率', 'Data rate', 'Datenrate', 'Débit', 'データレート', 'Скорость передачи данных', '데이터 속도')),
  parameter('channels', null, localized('通道数', 'Channels', 'Kanäle', 'Canaux', 'チャンネル数', 'Число каналов', '채널 수')),
  parameter('gain_bandwidth', 'Hz', localized('增益带宽积', 'Gain bandwidth product', 'Verstärkungs-Bandbreite-Produkt', 'Produit gain-bande', '利得帯域幅積', 'Частота единичного усиления', '이득 대역폭 곱')),
  parameter('slew_rate', 'V/µs', localized('压摆率', 'Slew rate', 'Anstiegsrate', 'Vitesse de balayage', 'スルーレート', 'Скорость нарастания', '슬루율')),
  parameter('input_offset_voltage', 'V', localized('输入失调电压', 'Input offset voltage', 'Eingangs-Offsetspannung', "Tension de décalage d'entrée", '入力オフセット電圧', 'Напряжение смещения нуля', '입력 오프셋 전압')),
  parameter('output_type', null, localized('输出类型', 'Output type', 'Ausgangstyp', 'Type de sortie', '出力タイプ', 'Тип выхода', '출력 유형')),
  parameter('logic_family', null, localized('逻辑系列', 'Logic family', 'Logikfamilie', 'Famille logique', 'ロジックファミリ', 'Серия логики', '로직 계열')),
  parameter('logic_function', null, localized('逻辑功能', 'Logic function', 'Logikfunktion', 'Fonction logique', 'ロジック機能', 'Логическая функция', '로직 기능')),
  parameter('topology', null, localized('拓扑结构', 'Topology', 'Topologie', 'Topologie', 'トポロジ', 'Топология', '토폴로지')),
  parameter('input_voltage', 'V', localized('输入电压', 'Input voltage', 'Eingangsspannung', "Tension d'entrée", '入力電圧', 'Входное напряжение', '입력 전압')),
  parameter('output_voltage', 'V', localized('输出电压', 'Output voltage', 'Ausgangsspannung', 'Tension de sortie', '出力電圧', 'Выходное напряжение', '출력 전압')),
  parameter('output_current', 'A', localized('输出电流', 'Output current', 'Ausgangsstrom', 'Courant de sortie', '出力電流', 'Выходной ток', '출력 전류')),
  parameter('switching_frequency', 'Hz', localized('开关频率', 'Switching frequency', 'Schaltfrequenz', 'Fréquence de découpage', 'スイッチング周波数', 'Частота преобразования', '스위칭 주파수')),
  parameter('dropout_voltage', 'V', localized('压差', 'Dropout voltage', 'Dropout-Spannung', 'Tension de déchet', 'ドロップアウト電圧', 'Минимальное падение напряжения', '드롭아웃 전압')),
  parameter('capacitance', 'F', localized('容值', 'Capacitance', 'Kapazität', 'Capacité', '静電容量', 'Ёмкость', '정전용량')),
  parameter('voltage_rating', 'V', localized('额定电压', 'Voltage rating', 'Nennspannung', 'Tension nominale', '定格電圧', 'Номинальное напряжение', '정격 전압')),
  parameter('tolerance', '%', localized('精度', 'Tolerance', 'Toleranz', 'Tolérance', '許容差', 'Допуск', '허용 오차')),
  parameter('dielectric', null, localized('介质材料', 'Dielectric', 'Dielektrikum', 'Diélectrique', '誘電体', 'Диэлектрик', '유전체')),
  parameter('case_size', null, localized('封装尺寸', 'Case size', 'Baugröße', 'Taille du boîtier', 'ケースサイズ', 'Типоразмер', '케이스 크기')),
  parameter('lifetime', 'h', localized('寿命', 'Lifetime at temperature', 'Lebensdauer bei Temperatur', 'Durée de vie en température', '寿命（温度条件）', 'Срок службы при температуре', '온도별 수명')),
  parameter('esr', 'Ω', localized('等效串联电阻', 'ESR', 'ESR (Ersatzserienwiderstand)', 'ESR (résistance série équivalente)', 'ESR（等価直列抵抗）', 'ЭПС', 'ESR(등가 직렬 저항)')),
  parameter('resistance', 'Ω', localized('阻值', 'Resistance', 'Widerstand', 'Résistance', '抵抗値', 'Сопротивление', '저항값')),
  parameter('power_rating', 'W', localized('额定功率', 'Power rating', 'Nennleistung', 'Puissance nominale', '定格電力', 'Номинальная мощность', '정격 전력')),
  parameter('temperature_coefficient', 'ppm/°C', localized('温度系数', 'Temperature coefficient', 'Temperaturkoeffizient', 'Coefficient de température', '温度係数', 'Температурный коэффициент', '온도 계수')),
  parameter('inductance', 'H', localized('电感值', 'Inductance', 'Induktivität', 'Inductance', 'インダクタンス', 'Индуктивность', '인덕턴스')),
  parameter('rated_current', 'A', localized('额定电流', 'Rated current', 'Nennstrom', 'Courant nominal', '定格電流', 'Номинальный ток', '정격 전류')),
  parameter('saturation_current', 'A', localized('饱和电流', 'Saturation current', 'Sättigungsstrom', 'Courant de saturation', '飽和電流', 'Ток насыщения', '포화 전류')),
  parameter('dc_resistance', 'Ω', localized('直流电阻', 'DC resistance', 'Gleichstromwiderstand', 'Résistance en courant continu', '直流抵抗', 'Сопротивление постоянному току', '직류 저항')),
  parameter('shielding', null, localized('屏蔽', 'Shielding', 'Schirmung', 'Blindage', 'シールド', 'Экранирование', '차폐')),
  parameter('channel_type', null, localized('沟道类型', 'Channel type', 'Kanaltyp', 'Type de canal', 'チャネルタイプ', 'Тип канала', '채널 유형')),
  parameter('drain_source_voltage', 'V', localized('漏源电压 (Vds)', 'Drain-source voltage (Vds)', 'Drain-Source-Spannung (Vds)', 'Tension drain-source (Vds)', 'ドレイン・ソース間電圧 (Vds)', 'Напряжение сток-исток (Vds)', '드레인-소스 전압 (Vds)')),
  parameter('drain_current', 'A', localized('连续漏极电流 (Id)', 'Continuous drain current (Id)', 'Dauer-Drainstrom (Id)', 'Courant de drain continu (Id)', '連続ドレイン電流 (Id)', 'Постоянный ток стока (Id)', '연속 드레인 전류 (Id)')),
  parameter('on_resistance', 'Ω', localized('导通电阻 (Rds(on))', 'On-resistance (Rds(on))', 'Einschaltwiderstand (Rds(on))', 'Résistance à l’état passant (Rds(on))', 'オン抵抗 (Rds(on))', 'Сопротивление открытого канала (Rds(on))', '온저항 (Rds(on))')),
  parameter('gate_threshold_voltage', 'V', localized('栅极阈值电压', 'Gate threshold voltage', 'Gate-Schwellenspannung', 'Tension de seuil de grille', 'ゲートしきい値電圧', 'Пороговое напряжение затвора', '게이트 문턱 전압')),
  parameter('diode_type', null, localized('二极管类型', 'Diode type', 'Diodentyp', 'Type de diode', 'ダイオードタイプ', 'Тип диода', '다이오드 유형')),
  parameter('reverse_voltage', 'V', localized('反向耐压 (Vr)', 'Reverse voltage (Vr)', 'Sperrspannung (Vr)', 'Tension inverse (Vr)', '逆電圧 (Vr)', 'Обратное напряжение (Vr)', '역전압 (Vr)')),
  parameter('forward_current', 'A', localized('正向电流 (If)', 'Forward current (If)', 'Durchlassstrom (If)', 'Courant direct (If)', '順電流 (If)', 'Прямой ток (If)', '순방향 전류 (If)')),
  parameter('forward_voltage', 'V', localized('正向压降 (Vf)', 'Forward voltage (Vf)', 'Durchlassspannung (Vf)', 'Tension directe (Vf)', '順電圧 (Vf)', 'Прямое напряжение (Vf)', '순방향 전압 (Vf)')),
  parameter('zener_voltage', 'V', localized('稳压值 (Vz)', 'Zener voltage (Vz)', 'Zenerspannung (Vz)', 'Tension Zener (Vz)', 'ツェナー電圧 (Vz)', 'Напряжение стабилизации (Vz)', '제너 전압 (Vz)')),
  parameter('peak_pulse_power', 'W', localized('峰值脉冲功率', 'Peak pulse power', 'Spitzenimpulsleistung', 'Puissance impulsionnelle crête', 'ピークパルス電力', 'Пиковая импульсная мощность', '피크 펄스 전력')),
  parameter('transistor_type', null, localized('晶体管类型', 'Transistor type', 'Transistortyp', 'Type de transistor', 'トランジスタタイプ', 'Тип транзистора', '트랜지스터 유형')),
  parameter('collector_emitter_voltage', 'V', localized('集射极电压 (Vceo)', 'Collector-emitter voltage (Vceo)', 'Kollektor-Emitter-Spannung (Vceo)', 'Tension collecteur-émetteur (Vceo)', 'コレクタ・エミッタ間電圧 (Vceo)', 'Напряжение коллектор-эмиттер (Vceo)', '컬렉터-이미터 전압 (Vceo)')),
  parameter('collector_current', 'A', localized('集电极电流 (Ic)', 'Collector current (Ic)', 'Kollektorstrom (Ic)', 'Courant de collecteur (Ic)', 'コレクタ電流 (Ic)', 'Ток коллектора (Ic)', '컬렉터 전류 (Ic)')),
  parameter('dc_current_gain', null, localized('直流电流增益 (hFE)', 'DC current gain (hFE)', 'Gleichstromverstärkung (hFE)', 'Gain en courant continu (hFE)', '直流電流増幅率 (hFE)', 'Коэффициент усиления по току (hFE)', '직류 전류 이득 (hFE)')),
  parameter('positions', null, localized('针数', 'Positions', 'Polzahl', 'Nombre de contacts', '極数', 'Число контактов', '핀 수')),
  parameter('pitch', 'mm', localized('间距', 'Pitch', 'Rastermaß', 'Pas', 'ピッチ', 'Шаг', '피치')),
  parameter('rows', null, localized('排数', 'Rows', 'Reihen', 'Rangées', '列数', 'Число рядов', '열 수')),
  parameter('mounting', null, localized('安装方式', 'Mounting type', 'Montageart', 'Type de montage', '実装タイプ', 'Тип монтажа', '실장 방식')),
  parameter('connector_type', null, localized('连接器类型', 'Connector type', 'Steckverbindertyp', 'Type de connecteur', 'コネクタタイプ', 'Тип разъёма', '커넥터 유형')),
  parameter('measurement_range', null, localized('测量范围', 'Measurement range', 'Messbereich', 'Plage de mesure', '測定範囲', 'Диапазон измерения', '측정 범위')),
  parameter('accuracy', null, localized('精度', 'Accuracy', 'Genauigkeit', 'Précision', '精度', 'Точность', '정확도')),
  parameter('axes', null, localized('轴数', 'Axes', 'Achsen', 'Axes', '軸数', 'Число осей', '축 수')),
  parameter('color', null, localized('发光颜色', 'Color', 'Farbe', 'Couleur', '発光色', 'Цвет свечения', '발광색')),
  parameter('wavelength', 'nm', localized('波长', 'Wavelength', 'Wellenlänge', "Longueur d'onde", '波長', 'Длина волны', '파장')),
  parameter('luminous_intensity', 'mcd', localized('发光强度', 'Luminous intensity', 'Lichtstärke', 'Intensité lumineuse', '光度', 'Сила света', '광도')),
  parameter('isolation_voltage', 'Vrms', localized('隔离电压', 'Isolation voltage', 'Isolationsspannung', "Tension d'isolement", '絶縁耐圧', 'Напряжение изоляции', '절연 전압')),
  parameter('current_transfer_ratio', '%', localized('电流传输比 (CTR)', 'Current transfer ratio (CTR)', 'Stromübertragungsverhältnis (CTR)', 'Rapport de transfert de courant (CTR)', '電流伝達率 (CTR)', 'Коэффициент передачи тока (CTR)', '전류 전달비 (CTR)')),
  parameter('frequency', 'Hz', localized('频率', 'Frequency', 'Frequenz', 'Fréquence', '周波数', 'Частота', '주파수')),
  parameter('load_capacitance', 'F', localized('负载电容', 'Load capacitance', 'Lastkapazität', 'Capacité de charge', '負荷容量', 'Ёмкость нагрузки', '부하 용량')),
  parameter('frequency_stability', 'ppm', localized('频率稳定度', 'Frequency stability', 'Frequenzstabilität', 'Stabilité de fréquence', '周波数安定度', 'Стабильность частоты', '주파수 안정도')),
  parameter('wireless_standard', null, localized('无线标准', 'Wireless standard', 'Funkstandard', 'Norme sans fil', '無線規格', 'Стандарт беспроводной связи', '무선 규격')),
  parameter('antenna', null, localized('天线', 'Antenna', 'Antenne', 'Antenne', 'アンテナ', 'Антенна', '안테나')),
  parameter('tx_power', 'dBm', localized('发射功率', 'Transmit power', 'Sendeleistung', "Puissance d'émission", '送信出力', 'Мощность передатчика', '송신 출력')),
  parameter('operating_temperature', '°C', localized('工作温度', 'Operating temperature', 'Betriebstemperatur', 'Température de fonctionnement', '動作温度', 'Рабочая температура', '동작 온도')),
] as const satisfies readonly ParameterDefinition[];

export type ParameterKey = (typeof definitions)[number]['key'];

export const parameterDefinitions: ReadonlyMap<ParameterKey, ParameterDefinition> = new Map(definitions.map((definition) => [definition.key, definition]));
