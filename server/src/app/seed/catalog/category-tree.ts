import type { LocalizedText } from '../../../platform/db/schema/localized.ts';
import { localized } from './localized.ts';
import type { ParameterKey } from './parameters.ts';

/**
 * The demo category tree. Ids are stable and say where a category sits:
 * top categories 1..9, their children parent*10 + n (11, 12, ...), leaves
 * parent*100 + n (1101, 1102, ...). Every leaf is at level 3 and lists the
 * parameters its parts carry, in display order.
 */
export interface CategorySeed {
  id: number;
  slug: string;
  names: LocalizedText;
  children?: CategorySeed[];
  /** Leaves only. */
  parameters?: ParameterKey[];
  /** Display position among siblings; defaults to the id order. */
  sort?: number;
}

const mcuParameters: ParameterKey[] = ['core', 'flash_size', 'ram_size', 'max_frequency', 'supply_voltage', 'io_count', 'operating_temperature'];

// Arguments of localized(): zh, en, de, fr, jp, ru, ko.
export const categoryTree: CategorySeed[] = [
  {
    id: 1,
    slug: 'integrated-circuits',
    names: localized('集成电路 (IC)', 'Integrated Circuits', 'Integrierte Schaltungen', 'Circuits intégrés', '集積回路 (IC)', 'Интегральные схемы', '집적 회로 (IC)'),
    children: [
      {
        id: 11,
        slug: 'microcontrollers',
        names: localized('微控制器 (MCU)', 'Microcontrollers', 'Mikrocontroller', 'Microcontrôleurs', 'マイコン', 'Микроконтроллеры', '마이크로컨트롤러'),
        children: [
          { id: 1103, sort: 1, slug: 'arm-cortex-m', names: localized('ARM Cortex-M 单片机', 'ARM Cortex-M', 'ARM Cortex-M', 'ARM Cortex-M', 'ARM Cortex-M マイコン', 'ARM Cortex-M', 'ARM Cortex-M'), parameters: mcuParameters },
          { id: 1101, sort: 2, slug: 'avr-8-bit', names: localized('8 位 AVR 单片机', '8-bit AVR', '8-Bit-AVR', 'AVR 8 bits', '8ビット AVR マイコン', '8-битные AVR', '8비트 AVR'), parameters: mcuParameters },
          { id: 1102, sort: 3, slug: 'pic', names: localized('PIC 单片机', 'PIC', 'PIC', 'PIC', 'PIC マイコン', 'PIC', 'PIC'), parameters: mcuParameters },
        ],
      },
      {
        id: 12,
        slug: 'memory',
        names: localized('存储器', 'Memory', 'Speicher', 'Mémoire', 'メモリ', 'Память', '메모리'),
        children: [
          { id: 1201, slug: 'nor-flash', names: localized('NOR 闪存', 'NOR Flash', 'NOR-Flash', 'Flash NOR', 'NOR フラッシュ', 'NOR Flash', 'NOR 플래시'), parameters: ['memory_type', 'memory_size', 'interface', 'clock_frequency', 'supply_voltage', 'operating_temperature'] },
          { id: 1202, slug: 'eeprom', names: localized('EEPROM 存储器', 'EEPROM', 'EEPROM', 'EEPROM', 'EEPROM', 'EEPROM', 'EEPROM'), parameters: ['memory_type', 'memory_size', 'interface', 'clock_frequency', 'supply_voltage', 'operating_temperature'] },
          { id: 1203, slug: 'sram', names: localized('SRAM 存储器', 'SRAM', 'SRAM', 'SRAM', 'SRAM', 'SRAM', 'SRAM'), parameters: ['memory_type', 'memory_size', 'interface', 'supply_voltage', 'operating_temperature'] },
          { id: 1204, slug: 'dram', names: localized('DRAM 存储器', 'DRAM', 'DRAM', 'DRAM', 'DRAM', 'DRAM', 'DRAM'), parameters: ['memory_type', 'memory_size', 'interface', 'clock_frequency', 'supply_voltage', 'operating_temperature'] },
        ],
      },
      {
        id: 13,
        slug: 'interface',
        names: localized('接口芯片', 'Interface', 'Schnittstellen-ICs', 'Interface', 'インターフェース IC', 'Интерфейсные ИС', '인터페이스 IC'),
        children: [
          { id: 1301, slug: 'usb-uart-bridges', names: localized('USB 转串口芯片', 'USB-UART Bridges', 'USB-UART-Brücken', 'Ponts USB-UART', 'USB-UART ブリッジ', 'Преобразователи USB-UART', 'USB-UART 브리지'), parameters: ['interface', 'data_rate', 'supply_voltage', 'operating_temperature'] },
          { id: 1302, slug: 'rs232-rs485-transceivers', names: localized('RS-232/RS-485 收发器', 'RS-232 / RS-485 Transceivers', 'RS-232-/RS-485-Transceiver', 'Émetteurs-récepteurs RS-232 / RS-485', 'RS-232/RS-485 トランシーバ', 'Приёмопередатчики RS-232/RS-485', 'RS-232/RS-485 트랜시버'), parameters: ['interface', 'channels', 'data_rate', 'supply_voltage', 'operating_temperature'] },
          { id: 1303, slug: 'can-transceivers', names: localized('CAN 收发器', 'CAN Transceivers', 'CAN-Transceiver', 'Émetteurs-récepteurs CAN', 'CAN トランシーバ', 'Приёмопередатчики CAN', 'CAN 트랜시버'), parameters: ['interface', 'data_rate', 'supply_voltage', 'operating_temperature'] },
          { id: 1304, slug: 'level-translators', names: localized('电平转换器', 'Level Translators', 'Pegelwandler', 'Translateurs de niveau', 'レベル変換 IC', 'Преобразователи уровней', '레벨 변환기'), parameters: ['channels', 'data_rate', 'supply_voltage', 'operating_temperature'] },
        ],
      },
      {
        id: 14,
        slug: 'amplifiers',
        names: localized('放大器', 'Amplifiers', 'Verstärker', 'Amplificateurs', 'アンプ', 'Усилители', '증폭기'),
        children: [
          { id: 1401, slug: 'op-amps', names: localized('运算放大器', 'Op-amps', 'Operationsverstärker', 'Amplificateurs opérationnels', 'オペアンプ', 'Операционные усилители', '연산 증폭기'), parameters: ['channels', 'gain_bandwidth', 'slew_rate', 'input_offset_voltage', 'supply_voltage', 'output_type', 'operating_temperature'] },
          { id: 1402, slug: 'comparators', names: localized('比较器', 'Comparators', 'Komparatoren', 'Comparateurs', 'コンパレータ', 'Компараторы', '비교기'), parameters: ['channels', 'output_type', 'input_offset_voltage', 'supply_voltage', 'operating_temperature'] },
          { id: 1403, slug: 'timers', names: localized('定时器与振荡器 IC', 'Timers & Oscillator ICs', 'Timer- und Oszillator-ICs', 'Temporisateurs et oscillateurs', 'タイマ・発振 IC', 'Таймеры и генераторы', '타이머 및 발진기 IC'), parameters: ['channels', 'max_frequency', 'supply_voltage', 'operating_temperature'] },
        ],
      },
      {
        id: 15,
        slug: 'logic',
        names: localized('逻辑芯片', 'Logic', 'Logik-ICs', 'Logique', 'ロジック IC', 'Логические ИС', '로직 IC'),
        children: [
          { id: 1501, slug: 'gates-inverters', names: localized('门电路与反相器', 'Gates & Inverters', 'Gatter und Inverter', 'Portes et inverseurs', 'ゲート・インバータ', 'Логические элементы и инверторы', '게이트 및 인버터'), parameters: ['logic_family', 'logic_function', 'channels', 'supply_voltage', 'operating_temperature'] },
          { id: 1502, slug: 'shift-registers-flip-flops', names: localized('移位寄存器与触发器', 'Shift Registers & Flip-Flops', 'Schieberegister und Flipflops', 'Registres à décalage et bascules', 'シフトレジスタ・フリップフロップ', 'Сдвиговые регистры и триггеры', '시프트 레지스터 및 플립플롭'), parameters: ['logic_family', 'logic_function', 'channels', 'supply_voltage', 'operating_temperature'] },
          { id: 1503, slug: 'buffers-transceivers', names: localized('缓冲器与总线收发器', 'Buffers & Bus Transceivers', 'Puffer und Bus-Transceiver', 'Tampons et émetteurs-récepteurs de bus', 'バッファ・バストランシーバ', 'Буферы и шинные приёмопередатчики', '버퍼 및 버스 트랜시버'), parameters: ['logic_family', 'logic_function', 'channels', 'supply_voltage', 'operating_temperature'] },
        ],
      },
      {
        id: 16,
        slug: 'power-management',
        names: localized('电源管理芯片', 'Power Management', 'Power-Management', "Gestion de l'alimentation", '電源管理 IC', 'Управление питанием', '전원 관리 IC'),
        children: [
          { id: 1601, slug: 'dc-dc-converters', names: localized('DC-DC 转换器', 'DC-DC Converters', 'DC/DC-Wandler', 'Convertisseurs DC-DC', 'DC-DC コンバータ', 'DC/DC-преобразователи', 'DC-DC 컨버터'), parameters: ['topology', 'input_voltage', 'output_voltage', 'output_current', 'switching_frequency', 'operating_temperature'] },
          { id: 1602, slug: 'ldo-regulators', names: localized('LDO 线性稳压器', 'LDO Regulators', 'LDO-Spannungsregler', 'Régulateurs LDO', 'LDO レギュレータ', 'LDO-стабилизаторы', 'LDO 레귤레이터'), parameters: ['input_voltage', 'output_voltage', 'output_current', 'dropout_voltage', 'operating_temperature'] },
          { id: 1603, slug: 'voltage-references', names: localized('电压基准', 'Voltage References', 'Spannungsreferenzen', 'Références de tension', '基準電圧 IC', 'Источники опорного напряжения', '전압 레퍼런스'), parameters: ['output_voltage', 'tolerance', 'output_current', 'operating_temperature'] },
        ],
      },
    ],
  },
  {
    id: 2,
    slug: 'passives',
    names: localized('无源元件', 'Passives', 'Passive Bauelemente', 'Composants passifs', '受動部品', 'Пассивные компоненты', '수동 부품'),
    children: [
      {
        id: 21,
        slug: 'capacitors',
        names: localized('电容器', 'Capacitors', 'Kondensatoren', 'Condensateurs', 'コンデンサ', 'Конденсаторы', '커패시터'),
        children: [
          { id: 2101, slug: 'mlcc', names: localized('贴片陶瓷电容 (MLCC)', 'MLCC', 'MLCC (Vielschicht-Keramikkondensatoren)', 'MLCC (condensateurs céramiques multicouches)', '積層セラミックコンデンサ (MLCC)', 'Многослойные керамические (MLCC)', '적층 세라믹 커패시터 (MLCC)'), parameters: ['capacitance', 'voltage_rating', 'tolerance', 'dielectric', 'case_size', 'operating_temperature'] },
          { id: 2102, slug: 'aluminum-electrolytic', names: localized('铝电解电容', 'Aluminum Electrolytic', 'Aluminium-Elektrolytkondensatoren', 'Condensateurs électrolytiques aluminium', 'アルミ電解コンデンサ', 'Алюминиевые электролитические', '알루미늄 전해 커패시터'), parameters: ['capacitance', 'voltage_rating', 'tolerance', 'esr', 'lifetime', 'case_size', 'operating_temperature'] },
          { id: 2103, slug: 'tantalum', names: localized('钽电容', 'Tantalum', 'Tantalkondensatoren', 'Condensateurs au tantale', 'タンタルコンデンサ', 'Танталовые', '탄탈 커패시터'), parameters: ['capacitance', 'voltage_rating', 'tolerance', 'esr', 'case_size', 'operating_temperature'] },
        ],
      },
      {
        id: 22,
        slug: 'resistors',
        names: localized('电阻器', 'Resistors', 'Widerstände', 'Résistances', '抵抗器', 'Резисторы', '저항기'),
        children: [
          { id: 2201, slug: 'chip-resistors', names: localized('贴片电阻', 'Chip Resistors', 'Chip-Widerstände', 'Résistances CMS', 'チップ抵抗器', 'Чип-резисторы', '칩 저항'), parameters: ['resistance', 'tolerance', 'power_rating', 'temperature_coefficient', 'case_size', 'operating_temperature'] },
          { id: 2202, slug: 'current-sense-resistors', names: localized('电流检测电阻', 'Current Sense Resistors', 'Strommesswiderstände', 'Résistances de mesure de courant', '電流検出用抵抗器', 'Токоизмерительные резисторы', '전류 감지 저항'), parameters: ['resistance', 'tolerance', 'power_rating', 'temperature_coefficient', 'case_size', 'operating_temperature'] },
        ],
      },
      {
        id: 23,
        slug: 'inductors',
        names: localized('电感器', 'Inductors', 'Induktivitäten', 'Inductances', 'インダクタ', 'Катушки индуктивности', '인덕터'),
        children: [
          { id: 2301, slug: 'power-inductors', names: localized('功率电感', 'Power Inductors', 'Leistungsinduktivitäten', 'Inductances de puissance', 'パワーインダクタ', 'Силовые дроссели', '파워 인덕터'), parameters: ['inductance', 'tolerance', 'rated_current', 'saturation_current', 'dc_resistance', 'shielding', 'case_size'] },
          { id: 2302, slug: 'ferrite-beads', names: localized('磁珠', 'Ferrite Beads', 'Ferritperlen', 'Perles de ferrite', 'フェライトビーズ', 'Ферритовые фильтры', '페라이트 비드'), parameters: ['resistance', 'rated_current', 'dc_resistance', 'case_size'] },
        ],
      },
    ],
  },
  {
    id: 3,
    slug: 'discretes',
    names: localized('分立器件', 'Discretes', 'Diskrete Halbleiter', 'Semi-conducteurs discrets', 'ディスクリート半導体', 'Дискретные полупроводники', '개별 반도체'),
    children: [
      {
        id: 31,
        slug: 'mosfets',
        names: localized('MOS 场效应管', 'MOSFETs', 'MOSFETs', 'MOSFET', 'MOSFET', 'MOSFET-транзисторы', 'MOSFET'),
        children: [
          { id: 3101, slug: 'n-channel-mosfets', names: localized('N 沟道 MOSFET', 'N-Channel MOSFETs', 'N-Kanal-MOSFETs', 'MOSFET canal N', 'N チャネル MOSFET', 'N-канальные MOSFET', 'N채널 MOSFET'), parameters: ['channel_type', 'drain_source_voltage', 'drain_current', 'on_resistance', 'gate_threshold_voltage', 'operating_temperature'] },
          { id: 3102, slug: 'p-channel-mosfets', names: localized('P 沟道 MOSFET', 'P-Channel MOSFETs', 'P-Kanal-MOSFETs', 'MOSFET canal P', 'P チャネル MOSFET', 'P-канальные MOSFET', 'P채널 MOSFET'), parameters: ['channel_type', 'drain_source_voltage', 'drain_current', 'on_resistance', 'gate_threshold_voltage', 'operating_temperature'] },
        ],
      },
      {
        id: 32,
        slug: 'diodes',
        names: localized('二极管', 'Diodes', 'Dioden', 'Diodes', 'ダイオード', 'Диоды', '다이오드'),
        children: [
          { id: 3201, slug: 'switching-diodes', names: localized('开关二极管', 'Switching Diodes', 'Schaltdioden', 'Diodes de commutation', 'スイッチングダイオード', 'Импульсные диоды', '스위칭 다이오드'), parameters: ['diode_type', 'reverse_voltage', 'forward_current', 'forward_voltage', 'operating_temperature'] },
          { id: 3202, slug: 'schottky-rectifiers', names: localized('肖特基与整流二极管', 'Schottky & Rectifier Diodes', 'Schottky- und Gleichrichterdioden', 'Diodes Schottky et de redressement', 'ショットキー・整流ダイオード', 'Диоды Шоттки и выпрямительные', '쇼트키 및 정류 다이오드'), parameters: ['diode_type', 'reverse_voltage', 'forward_current', 'forward_voltage', 'operating_temperature'] },
          { id: 3203, slug: 'zener-diodes', names: localized('稳压二极管', 'Zener Diodes', 'Zenerdioden', 'Diodes Zener', 'ツェナーダイオード', 'Стабилитроны', '제너 다이오드'), parameters: ['zener_voltage', 'tolerance', 'power_rating', 'operating_temperature'] },
          { id: 3204, slug: 'tvs-diodes', names: localized('TVS 瞬态抑制二极管', 'TVS Diodes', 'TVS-Dioden', 'Diodes TVS', 'TVS ダイオード', 'TVS-диоды (супрессоры)', 'TVS 다이오드'), parameters: ['reverse_voltage', 'peak_pulse_power', 'channels', 'operating_temperature'] },
        ],
      },
      {
        id: 33,
        slug: 'bjts',
        names: localized('双极型晶体管', 'BJTs', 'Bipolartransistoren', 'Transistors bipolaires', 'バイポーラトランジスタ', 'Биполярные транзисторы', '바이폴라 트랜지스터'),
        children: [
          { id: 3301, slug: 'npn-transistors', names: localized('NPN 三极管', 'NPN Transistors', 'NPN-Transistoren', 'Transistors NPN', 'NPN トランジスタ', 'NPN-транзисторы', 'NPN 트랜지스터'), parameters: ['transistor_type', 'collector_emitter_voltage', 'collector_current', 'dc_current_gain', 'power_rating', 'operating_temperature'] },
          { id: 3302, slug: 'pnp-transistors', names: localized('PNP 三极管', 'PNP Transistors', 'PNP-Transistoren', 'Transistors PNP', 'PNP トランジスタ', 'PNP-транзисторы', 'PNP 트랜지스터'), parameters: ['transistor_type', 'collector_emitter_voltage', 'collector_current', 'dc_current_gain', 'power_rating', 'operating_temperature'] },
        ],
      },
    ],
  },
  {
    id: 4,
    slug: 'connectors',
    names: localized('连接器', 'Connectors', 'Steckverbinder', 'Connecteurs', 'コネクタ', 'Разъёмы', '커넥터'),
    children: [
      {
        id: 41,
        slug: 'headers',
        names: localized('排针排母与线对板', 'Headers & Wire-to-Board', 'Stiftleisten und Wire-to-Board', 'Barrettes et fil-à-carte', 'ピンヘッダ・基板対電線', 'Штыревые и кабельные разъёмы', '헤더 및 와이어-투-보드'),
        children: [
          { id: 4101, slug: 'pin-headers', names: localized('排针', 'Pin Headers', 'Stiftleisten', 'Barrettes mâles', 'ピンヘッダ', 'Штыревые линейки', '핀 헤더'), parameters: ['positions', 'rows', 'pitch', 'mounting', 'rated_current'] },
          { id: 4102, slug: 'wire-to-board', names: localized('线对板连接器', 'Wire-to-Board Connectors', 'Wire-to-Board-Steckverbinder', 'Connecteurs fil-à-carte', '基板対電線コネクタ', 'Разъёмы «провод-плата»', '와이어-투-보드 커넥터'), parameters: ['positions', 'rows', 'pitch', 'mounting', 'rated_current'] },
        ],
      },
      {
        id: 42,
        slug: 'usb-connectors',
        names: localized('USB 连接器', 'USB', 'USB-Steckverbinder', 'Connecteurs USB', 'USB コネクタ', 'Разъёмы USB', 'USB 커넥터'),
        children: [
          { id: 4201, slug: 'usb-type-c', names: localized('USB Type-C 连接器', 'USB Type-C', 'USB Typ C', 'USB Type-C', 'USB Type-C', 'USB Type-C', 'USB Type-C'), parameters: ['connector_type', 'positions', 'mounting', 'rated_current'] },
          { id: 4202, slug: 'micro-usb', names: localized('Micro USB 连接器', 'Micro-USB', 'Micro-USB', 'Micro-USB', 'Micro USB', 'Micro-USB', 'Micro USB'), parameters: ['connector_type', 'positions', 'mounting', 'rated_current'] },
        ],
      },
      {
        id: 43,
        slug: 'terminal-blocks',
        names: localized('接线端子', 'Terminal Blocks', 'Klemmen', 'Borniers', '端子台', 'Клеммники', '단자대'),
        children: [
          { id: 4301, slug: 'pcb-terminal-blocks', names: localized('PCB 螺钉式接线端子', 'PCB Screw Terminal Blocks', 'Leiterplattenklemmen mit Schraubanschluss', 'Borniers à vis pour circuit imprimé', '基板用ねじ式端子台', 'Винтовые клеммники для печатных плат', 'PCB 나사식 단자대'), parameters: ['positions', 'pitch', 'rated_current', 'voltage_rating', 'mounting'] },
        ],
      },
    ],
  },
  {
    id: 5,
    slug: 'sensors',
    names: localized('传感器', 'Sensors', 'Sensoren', 'Capteurs', 'センサ', 'Датчики', '센서'),
    children: [
      {
        id: 51,
        slug: 'temperature-sensors',
        names: localized('温度传感器', 'Temperature', 'Temperatursensoren', 'Capteurs de température', '温度センサ', 'Датчики температуры', '온도 센서'),
        children: [
          { id: 5101, slug: 'digital-temperature-sensors', names: localized('数字温度传感器', 'Digital Temperature Sensors', 'Digitale Temperatursensoren', 'Capteurs de température numériques', 'デジタル温度センサ', 'Цифровые датчики температуры', '디지털 온도 센서'), parameters: ['measurement_range', 'accuracy', 'interface', 'supply_voltage'] },
          { id: 5102, slug: 'humidity-sensors', names: localized('温湿度传感器', 'Temperature & Humidity Sensors', 'Temperatur- und Feuchtesensoren', 'Capteurs de température et d’humidité', '温湿度センサ', 'Датчики температуры и влажности', '온습도 센서'), parameters: ['measurement_range', 'accuracy', 'interface', 'supply_voltage'] },
        ],
      },
      {
        id: 52,
        slug: 'pressure-sensors',
        names: localized('压力传感器', 'Pressure', 'Drucksensoren', 'Capteurs de pression', '圧力センサ', 'Датчики давления', '압력 센서'),
        children: [
          { id: 5201, slug: 'barometric-pressure-sensors', names: localized('气压传感器', 'Barometric Pressure Sensors', 'Barometrische Drucksensoren', 'Capteurs de pression barométrique', '気圧センサ', 'Барометрические датчики', '기압 센서'), parameters: ['measurement_range', 'accuracy', 'interface', 'supply_voltage'] },
        ],
      },
      {
        id: 53,
        slug: 'motion-sensors',
        names: localized('运动传感器 (IMU)', 'IMU & Motion', 'IMU und Bewegungssensoren', 'IMU et capteurs de mouvement', 'IMU・モーションセンサ', 'IMU и датчики движения', 'IMU 및 모션 센서'),
        children: [
          { id: 5301, slug: 'imus', names: localized('惯性测量单元 (IMU)', 'IMUs', 'Inertialsensoren (IMU)', 'Centrales inertielles (IMU)', '慣性計測ユニット (IMU)', 'Инерциальные модули (IMU)', '관성 측정 장치 (IMU)'), parameters: ['axes', 'measurement_range', 'interface', 'supply_voltage'] },
          { id: 5302, slug: 'accelerometers', names: localized('加速度计', 'Accelerometers', 'Beschleunigungssensoren', 'Accéléromètres', '加速度センサ', 'Акселерометры', '가속도 센서'), parameters: ['axes', 'measurement_range', 'interface', 'supply_voltage'] },
        ],
      },
    ],
  },
  {
    id: 6,
    slug: 'optoelectronics',
    names: localized('光电器件', 'Optoelectronics', 'Optoelektronik', 'Optoélectronique', 'オプトエレクトロニクス', 'Оптоэлектроника', '광전자 부품'),
    children: [
      {
        id: 61,
        slug: 'leds',
        names: localized('发光二极管 (LED)', 'LEDs', 'LEDs', 'LED', 'LED', 'Светодиоды', 'LED'),
        children: [
          { id: 6101, slug: 'smd-leds', names: localized('贴片 LED', 'SMD LEDs', 'SMD-LEDs', 'LED CMS', 'チップ LED', 'SMD-светодиоды', 'SMD LED'), parameters: ['color', 'wavelength', 'luminous_intensity', 'forward_voltage', 'forward_current', 'case_size'] },
          { id: 6102, slug: 'through-hole-leds', names: localized('直插 LED', 'Through-Hole LEDs', 'Bedrahtete LEDs', 'LED traversantes', 'リード付き LED', 'Выводные светодиоды', '스루홀 LED'), parameters: ['color', 'wavelength', 'luminous_intensity', 'forward_voltage', 'forward_current', 'case_size'] },
        ],
      },
      {
        id: 62,
        slug: 'optocouplers',
        names: localized('光耦', 'Optocouplers', 'Optokoppler', 'Optocoupleurs', 'フォトカプラ', 'Оптопары', '포토커플러'),
        children: [
          { id: 6201, slug: 'transistor-output-optocouplers', names: localized('晶体管输出光耦', 'Transistor Output Optocouplers', 'Optokoppler mit Transistorausgang', 'Optocoupleurs à sortie transistor', 'トランジスタ出力フォトカプラ', 'Транзисторные оптопары', '트랜지스터 출력 포토커플러'), parameters: ['channels', 'isolation_voltage', 'current_transfer_ratio', 'output_type', 'operating_temperature'] },
          { id: 6202, slug: 'logic-output-optocouplers', names: localized('高速逻辑输出光耦', 'High-Speed Logic Output Optocouplers', 'Schnelle Optokoppler mit Logikausgang', 'Optocoupleurs rapides à sortie logique', '高速ロジック出力フォトカプラ', 'Быстродействующие логические оптопары', '고속 로직 출력 포토커플러'), parameters: ['channels', 'isolation_voltage', 'data_rate', 'output_type', 'operating_temperature'] },
        ],
      },
    ],
  },
  {
    id: 7,
    slug: 'rf-wireless',
    names: localized('射频与无线', 'RF / Wireless', 'HF und Funk', 'RF / Sans fil', 'RF・無線', 'ВЧ и беспроводная связь', 'RF / 무선'),
    children: [
      {
        id: 71,
        slug: 'wireless-modules',
        names: localized('无线模块', 'Wireless Modules', 'Funkmodule', 'Modules sans fil', '無線モジュール', 'Беспроводные модули', '무선 모듈'),
        children: [
          { id: 7101, slug: 'wifi-bluetooth-modules', names: localized('Wi-Fi 与蓝牙模块', 'Wi-Fi & Bluetooth Modules', 'WLAN- und Bluetooth-Module', 'Modules Wi-Fi et Bluetooth', 'Wi-Fi・Bluetooth モジュール', 'Модули Wi-Fi и Bluetooth', 'Wi-Fi 및 블루투스 모듈'), parameters: ['wireless_standard', 'core', 'flash_size', 'antenna', 'tx_power', 'supply_voltage'] },
          { id: 7102, slug: 'cellular-gnss-modules', names: localized('蜂窝与 GNSS 模块', 'Cellular & GNSS Modules', 'Mobilfunk- und GNSS-Module', 'Modules cellulaires et GNSS', 'セルラー・GNSS モジュール', 'Сотовые и GNSS-модули', '셀룰러 및 GNSS 모듈'), parameters: ['wireless_standard', 'interface', 'antenna', 'supply_voltage', 'operating_temperature'] },
        ],
      },
      {
        id: 72,
        slug: 'rf-ics',
        names: localized('射频芯片', 'RF ICs', 'HF-ICs', 'Circuits RF', 'RF IC', 'ВЧ-микросхемы', 'RF IC'),
        children: [
          { id: 7201, slug: 'bluetooth-le-socs', names: localized('低功耗蓝牙 SoC', 'Bluetooth LE SoCs', 'Bluetooth-LE-SoCs', 'SoC Bluetooth LE', 'Bluetooth LE SoC', 'SoC Bluetooth LE', '블루투스 LE SoC'), parameters: ['wireless_standard', 'core', 'flash_size', 'ram_size', 'tx_power', 'supply_voltage'] },
          { id: 7202, slug: 'sub-ghz-transceivers', names: localized('Sub-GHz 收发器', 'Sub-GHz Transceivers', 'Sub-GHz-Transceiver', 'Émetteurs-récepteurs sub-GHz', 'サブ GHz トランシーバ', 'Приёмопередатчики суб-ГГц', '서브 GHz 트랜시버'), parameters: ['wireless_standard', 'frequency', 'tx_power', 'data_rate', 'supply_voltage'] },
        ],
      },
    ],
  },
  {
    id: 8,
    slug: 'crystals-oscillators',
    names: localized('晶振与振荡器', 'Crystals & Oscillators', 'Quarze und Oszillatoren', 'Quartz et oscillateurs', '水晶振動子・発振器', 'Кварцевые резонаторы и генераторы', '크리스털 및 발진기'),
    children: [
      {
        id: 81,
        slug: 'crystals',
        names: localized('无源晶振', 'Crystals', 'Quarze', 'Quartz', '水晶振動子', 'Кварцевые резонаторы', '크리스털'),
        children: [
          { id: 8101, slug: 'smd-crystals', names: localized('贴片晶振', 'SMD Crystals', 'SMD-Quarze', 'Quartz CMS', 'SMD 水晶振動子', 'SMD-резонаторы', 'SMD 크리스털'), parameters: ['frequency', 'load_capacitance', 'frequency_stability', 'tolerance', 'case_size', 'operating_temperature'] },
        ],
      },
      {
        id: 82,
        slug: 'oscillators',
        names: localized('有源晶振', 'Oscillators', 'Oszillatoren', 'Oscillateurs', '発振器', 'Генераторы', '발진기'),
        children: [
          { id: 8201, slug: 'mems-oscillators', names: localized('MEMS 振荡器', 'MEMS Oscillators', 'MEMS-Oszillatoren', 'Oscillateurs MEMS', 'MEMS 発振器', 'MEMS-генераторы', 'MEMS 발진기'), parameters: ['frequency', 'frequency_stability', 'output_type', 'supply_voltage', 'case_size', 'operating_temperature'] },
        ],
      },
    ],
  },
  {
    id: 9,
    slug: 'circuit-protection',
    names: localized('电路保护', 'Circuit Protection', 'Schaltungsschutz', 'Protection des circuits', '回路保護', 'Защита цепей', '회로 보호'),
    children: [
      {
        id: 91,
        slug: 'fuses',
        names: localized('保险丝', 'Fuses', 'Sicherungen', 'Fusibles', 'ヒューズ', 'Предохранители', '퓨즈'),
        children: [
          { id: 9101, slug: 'resettable-fuses', names: localized('自恢复保险丝 (PTC)', 'Resettable Fuses (PTC)', 'Rückstellende Sicherungen (PTC)', 'Fusibles réarmables (PTC)', 'リセッタブルヒューズ (PTC)', 'Самовосстанавливающиеся предохранители (PTC)', '복구형 퓨즈 (PTC)'), parameters: ['rated_current', 'voltage_rating', 'case_size', 'operating_temperature'] },
          { id: 9102, slug: 'chip-fuses', names: localized('贴片保险丝', 'Chip Fuses', 'SMD-Sicherungen', 'Fusibles CMS', 'チップヒューズ', 'SMD-предохранители', '칩 퓨즈'), parameters: ['rated_current', 'voltage_rating', 'case_size', 'operating_temperature'] },
        ],
      },
    ],
  },
];

/** Every category with its parent, depth and sibling order, top-down. */
export interface FlatCategory {
  id: number;
  parentId: number | null;
  level: 1 | 2 | 3;
  slug: string;
  names: LocalizedText;
  sort: number;
  parameters: ParameterKey[];
}

export function flattenCategoryTree(tree: CategorySeed[] = categoryTree): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const visit = (nodes: CategorySeed[], parentId: number | null, level: 1 | 2 | 3) => {
    const ordered = [...nodes].sort((a, b) => (a.sort ?? a.id) - (b.sort ?? b.id));
    ordered.forEach((node, index) => {
      flat.push({ id: node.id, parentId, level, slug: node.slug, names: node.names, sort: index + 1, parameters: node.parameters ?? [] });
      if (node.children) visit(node.children, node.id, (level + 1) as 2 | 3);
    });
  };
  visit(tree, null, 1);
  return flat;
}

/** Leaf ids, for checking that every family files its parts under a leaf. */
export const leafCategoryIds: ReadonlySet<number> = new Set(flattenCategoryTree().filter((category) => category.level === 3).map((category) => category.id));
