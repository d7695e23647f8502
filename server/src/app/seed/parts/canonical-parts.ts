import type { PartDraft } from './part-draft.ts';

/**
 * Famous real parts that every demo catalog holds, whatever the seed or size,
 * with their true manufacturer, package and key parameters, so tests, the
 * benchmark and a person trying the shop can count on finding them.
 * `featured` marks the ones the home page may feature.
 */
export interface CanonicalPart extends PartDraft {
  featured: boolean;
}

const MCU_HTS = '8542.31.0001';
const ic = { msl: '3 (168 Hours)', eccn: 'EAR99', lifecycle: 0 as const, rohs: 0 as const };

export const canonicalParts: CanonicalPart[] = [
  {
    partNumber: 'STM32F103C8T6', manufacturer: 'stmicroelectronics', categoryId: 1103, package: 'LQFP-48',
    description: 'ARM Cortex-M3 MCU, 64KB Flash, 20KB RAM, 72MHz, 2.0-3.6V, LQFP-48',
    parameters: { core: 'ARM Cortex-M3', flash_size: '64KB', ram_size: '20KB', max_frequency: '72MHz', supply_voltage: '2.0V ~ 3.6V', io_count: '37', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.st.com/resource/en/datasheet/stm32f103c8.pdf', ...ic, eccn: '3A991.a.2', htsCode: MCU_HTS, unitPrice: 2.35, offer: 'tray', reel: 1500, featured: true,
  },
  {
    partNumber: 'STM32F407VGT6', manufacturer: 'stmicroelectronics', categoryId: 1103, package: 'LQFP-100',
    description: 'ARM Cortex-M4 MCU with FPU, 1MB Flash, 192KB RAM, 168MHz, 1.8-3.6V, LQFP-100',
    parameters: { core: 'ARM Cortex-M4', flash_size: '1MB', ram_size: '192KB', max_frequency: '168MHz', supply_voltage: '1.8V ~ 3.6V', io_count: '82', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.st.com/resource/en/datasheet/stm32f407vg.pdf', ...ic, eccn: '3A991.a.2', htsCode: MCU_HTS, unitPrice: 9.8, offer: 'tray', reel: 540, featured: true,
  },
  {
    partNumber: 'STM32G030F6P6', manufacturer: 'stmicroelectronics', categoryId: 1103, package: 'TSSOP-20',
    description: 'ARM Cortex-M0+ MCU, 32KB Flash, 8KB RAM, 64MHz, 2.0-3.6V, TSSOP-20',
    parameters: { core: 'ARM Cortex-M0+', flash_size: '32KB', ram_size: '8KB', max_frequency: '64MHz', supply_voltage: '2.0V ~ 3.6V', io_count: '18', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.st.com/resource/en/datasheet/stm32g030f6.pdf', ...ic, htsCode: MCU_HTS, unitPrice: 0.62, offer: 'smd', reel: 2500, featured: true,
  },
  {
    partNumber: 'STM32F030F4P6', manufacturer: 'stmicroelectronics', categoryId: 1103, package: 'TSSOP-20',
    description: 'ARM Cortex-M0 MCU, 16KB Flash, 4KB RAM, 48MHz, 2.4-3.6V, TSSOP-20',
    parameters: { core: 'ARM Cortex-M0', flash_size: '16KB', ram_size: '4KB', max_frequency: '48MHz', supply_voltage: '2.4V ~ 3.6V', io_count: '15', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.st.com/resource/en/datasheet/stm32f030f4.pdf', ...ic, htsCode: MCU_HTS, unitPrice: 0.58, offer: 'smd', reel: 2500, featured: false,
  },
  {
    partNumber: 'STM32H743VIT6', manufacturer: 'stmicroelectronics', categoryId: 1103, package: 'LQFP-100',
    description: 'ARM Cortex-M7 MCU, 2MB Flash, 1MB RAM, 480MHz, 1.62-3.6V, LQFP-100',
    parameters: { core: 'ARM Cortex-M7', flash_size: '2MB', ram_size: '1MB', max_frequency: '480MHz', supply_voltage: '1.62V ~ 3.6V', io_count: '82', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.st.com/resource/en/datasheet/stm32h743vi.pdf', ...ic, eccn: '5A992.C', htsCode: MCU_HTS, unitPrice: 14.9, offer: 'tray', reel: 540, featured: true,
  },
  {
    partNumber: 'GD32F103C8T6', manufacturer: 'gigadevice', categoryId: 1103, package: 'LQFP-48',
    description: 'ARM Cortex-M3 MCU, 64KB Flash, 20KB RAM, 108MHz, 2.6-3.6V, LQFP-48',
    parameters: { core: 'ARM Cortex-M3', flash_size: '64KB', ram_size: '20KB', max_frequency: '108MHz', supply_voltage: '2.6V ~ 3.6V', io_count: '37', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.gigadevice.com/datasheet/gd32f103xxxx-datasheet/', ...ic, eccn: '3A991.a.2', htsCode: MCU_HTS, unitPrice: 1.25, offer: 'tray', reel: 2500, featured: true,
  },
  {
    partNumber: 'PIC18F4550-I/PT', manufacturer: 'microchip-technology', categoryId: 1102, package: 'TQFP-44',
    description: 'PIC 8-bit MCU with full-speed USB, 32KB Flash, 2KB RAM, 48MHz, 4.2-5.5V, TQFP-44',
    parameters: { core: 'PIC 8-bit', flash_size: '32KB', ram_size: '2KB', max_frequency: '48MHz', supply_voltage: '4.2V ~ 5.5V', io_count: '35', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://ww1.microchip.com/downloads/en/DeviceDoc/39632e.pdf', ...ic, htsCode: MCU_HTS, unitPrice: 5.45, offer: 'tray', reel: 160, featured: true,
  },
  {
    partNumber: 'PIC16F877A-I/P', manufacturer: 'microchip-technology', categoryId: 1102, package: 'PDIP-40',
    description: 'PIC 8-bit MCU, 14KB Flash, 368B RAM, 256B EEPROM, 20MHz, 2.0-5.5V, PDIP-40',
    parameters: { core: 'PIC 8-bit', flash_size: '14KB', ram_size: '368B', max_frequency: '20MHz', supply_voltage: '2.0V ~ 5.5V', io_count: '33', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://ww1.microchip.com/downloads/en/DeviceDoc/39582b.pdf', ...ic, msl: '1 (Unlimited)', htsCode: MCU_HTS, unitPrice: 4.85, offer: 'tube', reel: 100, featured: false,
  },
  {
    partNumber: 'ATMEGA328P-AU', manufacturer: 'microchip-technology', categoryId: 1101, package: 'TQFP-32',
    description: '8-bit AVR MCU, 32KB Flash, 2KB SRAM, 1KB EEPROM, 20MHz, 1.8-5.5V, TQFP-32',
    parameters: { core: 'AVR 8-bit', flash_size: '32KB', ram_size: '2KB', max_frequency: '20MHz', supply_voltage: '1.8V ~ 5.5V', io_count: '23', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://ww1.microchip.com/downloads/en/DeviceDoc/Atmel-7810-Automotive-Microcontrollers-ATmega328P_Datasheet.pdf', ...ic, htsCode: MCU_HTS, unitPrice: 1.92, offer: 'tray', reel: 2000, featured: true,
  },
  {
    partNumber: 'ATTINY85-20PU', manufacturer: 'microchip-technology', categoryId: 1101, package: 'PDIP-8',
    description: '8-bit AVR MCU, 8KB Flash, 512B SRAM, 20MHz, 2.7-5.5V, PDIP-8',
    parameters: { core: 'AVR 8-bit', flash_size: '8KB', ram_size: '512B', max_frequency: '20MHz', supply_voltage: '2.7V ~ 5.5V', io_count: '6', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://ww1.microchip.com/downloads/en/DeviceDoc/Atmel-2586-AVR-8-bit-Microcontroller-ATtiny25-ATtiny45-ATtiny85_Datasheet.pdf', ...ic, msl: '1 (Unlimited)', htsCode: MCU_HTS, unitPrice: 1.38, offer: 'tube', reel: 50, featured: false,
  },
  {
    partNumber: 'ATMEGA2560-16AU', manufacturer: 'microchip-technology', categoryId: 1101, package: 'TQFP-100',
    description: '8-bit AVR MCU, 256KB Flash, 8KB SRAM, 4KB EEPROM, 16MHz, 4.5-5.5V, TQFP-100',
    parameters: { core: 'AVR 8-bit', flash_size: '256KB', ram_size: '8KB', max_frequency: '16MHz', supply_voltage: '4.5V ~ 5.5V', io_count: '86', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://ww1.microchip.com/downloads/en/devicedoc/atmel-2549-8-bit-avr-microcontroller-atmega640-1280-1281-2560-2561_datasheet.pdf', ...ic, htsCode: MCU_HTS, unitPrice: 11.9, offer: 'tray', reel: 90, featured: false,
  },
  {
    partNumber: 'ESP32-WROOM-32E', manufacturer: 'espressif-systems', categoryId: 7101, package: '18x25.5mm SMD module',
    description: 'Wi-Fi 802.11 b/g/n and Bluetooth 4.2 / BLE module, Xtensa dual-core LX6 240MHz, 4MB flash, PCB antenna',
    parameters: { wireless_standard: 'Wi-Fi 802.11 b/g/n, Bluetooth 4.2 / BLE', core: 'Xtensa dual-core LX6, 240MHz', flash_size: '4MB', antenna: 'PCB antenna', tx_power: '20dBm', supply_voltage: '3.0V ~ 3.6V' },
    datasheetUrl: 'https://www.espressif.com/sites/default/files/documentation/esp32-wroom-32e_esp32-wroom-32ue_datasheet_en.pdf', ...ic, eccn: '5A992.C', htsCode: '8517.62.0090', unitPrice: 3.1, offer: 'module', reel: 650, featured: true,
  },
  {
    partNumber: 'ESP32-S3-WROOM-1-N16R8', manufacturer: 'espressif-systems', categoryId: 7101, package: '18x25.5mm SMD module',
    description: 'Wi-Fi 802.11 b/g/n and Bluetooth 5 (LE) module, Xtensa dual-core LX7 240MHz, 16MB flash, 8MB PSRAM, PCB antenna',
    parameters: { wireless_standard: 'Wi-Fi 802.11 b/g/n, Bluetooth 5 (LE)', core: 'Xtensa dual-core LX7, 240MHz', flash_size: '16MB', antenna: 'PCB antenna', tx_power: '20dBm', supply_voltage: '3.0V ~ 3.6V' },
    datasheetUrl: 'https://www.espressif.com/sites/default/files/documentation/esp32-s3-wroom-1_wroom-1u_datasheet_en.pdf', ...ic, eccn: '5A992.C', htsCode: '8517.62.0090', unitPrice: 5.6, offer: 'module', reel: 650, featured: true,
  },
  {
    partNumber: 'nRF52832-QFAA-R', manufacturer: 'nordic-semiconductor', categoryId: 7201, package: 'QFN-48 6x6mm',
    description: 'Bluetooth 5 LE SoC, ARM Cortex-M4F 64MHz, 512KB Flash, 64KB RAM, QFN-48 6x6mm',
    parameters: { wireless_standard: 'Bluetooth 5 LE', core: 'ARM Cortex-M4F, 64MHz', flash_size: '512KB', ram_size: '64KB', tx_power: '4dBm', supply_voltage: '1.7V ~ 3.6V' },
    datasheetUrl: 'https://infocenter.nordicsemi.com/pdf/nRF52832_PS_v1.8.pdf', ...ic, eccn: '5A992.C', htsCode: MCU_HTS, unitPrice: 2.65, offer: 'smd', reel: 3000, featured: true,
  },
  {
    partNumber: 'CH340G', manufacturer: 'wch', categoryId: 1301, package: 'SOP-16',
    description: 'USB to UART bridge, USB 2.0 full speed, external 12MHz crystal, 3.3V/5V, SOP-16',
    parameters: { interface: 'USB, UART', data_rate: '2Mbps', supply_voltage: '3.3V ~ 5V', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.wch-ic.com/downloads/file/79.html', ...ic, htsCode: '8542.39.0001', unitPrice: 0.45, offer: 'smd', reel: 2500, featured: true,
  },
  {
    partNumber: 'FT232RL-REEL', manufacturer: 'ftdi', categoryId: 1301, package: 'SSOP-28',
    description: 'USB to UART bridge, USB 2.0 full speed, integrated EEPROM and clock, 3.3-5.25V, SSOP-28',
    parameters: { interface: 'USB, UART', data_rate: '3Mbps', supply_voltage: '3.3V ~ 5.25V', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://ftdichip.com/wp-content/uploads/2020/08/DS_FT232R.pdf', ...ic, htsCode: '8542.39.0001', unitPrice: 4.3, offer: 'smd', reel: 2000, featured: false,
  },
  {
    partNumber: 'LM358DR', manufacturer: 'texas-instruments', categoryId: 1401, package: 'SOIC-8',
    description: 'Dual operational amplifier, 700kHz GBW, 3-32V single supply, SOIC-8',
    parameters: { channels: '2', gain_bandwidth: '700kHz', slew_rate: '0.3V/µs', input_offset_voltage: '3mV', supply_voltage: '3V ~ 32V', output_type: 'Standard', operating_temperature: '0°C ~ 70°C' },
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/lm358.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.33.0001', unitPrice: 0.14, offer: 'smd', reel: 2500, featured: true,
  },
  {
    partNumber: 'TL072CDR', manufacturer: 'texas-instruments', categoryId: 1401, package: 'SOIC-8',
    description: 'Dual low-noise JFET-input operational amplifier, 3MHz GBW, 13V/µs, ±2.25V to ±18V, SOIC-8',
    parameters: { channels: '2', gain_bandwidth: '3MHz', slew_rate: '13V/µs', input_offset_voltage: '3mV', supply_voltage: '4.5V ~ 36V', output_type: 'Standard', operating_temperature: '0°C ~ 70°C' },
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/tl072.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.33.0001', unitPrice: 0.22, offer: 'smd', reel: 2500, featured: false,
  },
  {
    partNumber: 'NE555DR', manufacturer: 'texas-instruments', categoryId: 1403, package: 'SOIC-8',
    description: 'Single precision timer, astable and monostable, 4.5-16V, SOIC-8',
    parameters: { channels: '1', max_frequency: '100kHz', supply_voltage: '4.5V ~ 16V', operating_temperature: '0°C ~ 70°C' },
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/ne555.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.39.0001', unitPrice: 0.16, offer: 'smd', reel: 2500, featured: true,
  },
  {
    partNumber: 'TL431AIDBZR', manufacturer: 'texas-instruments', categoryId: 1603, package: 'SOT-23',
    description: 'Adjustable precision shunt regulator, 2.495V to 36V, ±1%, 100mA, SOT-23',
    parameters: { output_voltage: '2.495V ~ 36V', tolerance: '±1%', output_current: '100mA', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/tl431.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.39.0001', unitPrice: 0.07, offer: 'smd', reel: 3000, featured: false,
  },
  {
    partNumber: 'TPS54331DR', manufacturer: 'texas-instruments', categoryId: 1601, package: 'SOIC-8',
    description: '3.5V to 28V input, 3A, 570kHz step-down (buck) converter with Eco-mode, SOIC-8',
    parameters: { topology: 'Buck', input_voltage: '3.5V ~ 28V', output_voltage: '0.8V ~ 25V', output_current: '3A', switching_frequency: '570kHz', operating_temperature: '-40°C ~ 150°C' },
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/tps54331.pdf', ...ic, msl: '2 (1 Year)', htsCode: '8542.39.0001', unitPrice: 1.08, offer: 'smd', reel: 2500, featured: true,
  },
  {
    partNumber: 'LM2596S-5.0', manufacturer: 'texas-instruments', categoryId: 1601, package: 'TO-263-5 (D2PAK)',
    description: 'SIMPLE SWITCHER 4.5V to 40V input, 3A, 150kHz step-down converter, fixed 5V output, TO-263-5',
    parameters: { topology: 'Buck', input_voltage: '4.5V ~ 40V', output_voltage: '5V', output_current: '3A', switching_frequency: '150kHz', operating_temperature: '-40°C ~ 125°C' },
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/lm2596.pdf', ...ic, htsCode: '8542.39.0001', unitPrice: 2.45, offer: 'tube', reel: 500, featured: false,
  },
  {
    partNumber: 'MP1584EN-LF-Z', manufacturer: 'monolithic-power-systems', categoryId: 1601, package: 'SOIC-8E',
    description: '4.5V to 28V input, 3A, 1.5MHz step-down converter, SOIC-8E',
    parameters: { topology: 'Buck', input_voltage: '4.5V ~ 28V', output_voltage: '0.8V ~ 25V', output_current: '3A', switching_frequency: '1.5MHz', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.monolithicpower.com/en/documentview/productdocument/index/version/2/document_type/Datasheet/lang/en/sku/MP1584EN-LF-Z', ...ic, htsCode: '8542.39.0001', unitPrice: 0.95, offer: 'smd', reel: 2500, featured: false,
  },
  {
    partNumber: 'AMS1117-3.3', manufacturer: 'advanced-monolithic-systems', categoryId: 1602, package: 'SOT-223',
    description: '3.3V 1A low-dropout linear regulator, 1.1V dropout, SOT-223',
    parameters: { input_voltage: '4.5V ~ 15V', output_voltage: '3.3V', output_current: '1A', dropout_voltage: '1.1V', operating_temperature: '-40°C ~ 125°C' },
    datasheetUrl: 'http://www.advanced-monolithic.com/pdf/ds1117.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.39.0001', unitPrice: 0.08, offer: 'smd', reel: 2500, featured: true,
  },
  {
    partNumber: 'XC6206P332MR', manufacturer: 'torex', categoryId: 1602, package: 'SOT-23',
    description: '3.3V 200mA low-dropout CMOS linear regulator, 250mV dropout, SOT-23',
    parameters: { input_voltage: '3.55V ~ 6V', output_voltage: '3.3V', output_current: '200mA', dropout_voltage: '250mV', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://product.torexsemi.com/system/files/series/xc6206.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.39.0001', unitPrice: 0.05, offer: 'smd', reel: 3000, featured: false,
  },
  {
    partNumber: 'L7805CV', manufacturer: 'stmicroelectronics', categoryId: 1602, package: 'TO-220',
    description: '5V 1.5A positive linear voltage regulator, 7-35V input, TO-220',
    parameters: { input_voltage: '7V ~ 35V', output_voltage: '5V', output_current: '1.5A', dropout_voltage: '2V', operating_temperature: '0°C ~ 125°C' },
    datasheetUrl: 'https://www.st.com/resource/en/datasheet/l78.pdf', ...ic, msl: null, htsCode: '8542.39.0001', unitPrice: 0.32, offer: 'tube', reel: 1000, featured: false,
  },
  {
    partNumber: 'GRM188R71H104KA93D', manufacturer: 'murata', categoryId: 2101, package: '0603',
    description: '100nF ±10% 50V X7R multilayer ceramic capacitor, 0603 (1608 metric)',
    parameters: { capacitance: '100nF', voltage_rating: '50V', tolerance: '±10%', dielectric: 'X7R', case_size: '0603', operating_temperature: '-55°C ~ 125°C' },
    datasheetUrl: 'https://search.murata.co.jp/Ceramy/image/img/A01X/G101/ENG/GRM188R71H104KA93-01.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8532.24.0020', unitPrice: 0.01, offer: 'passive', reel: 4000, featured: true,
  },
  {
    partNumber: 'CL10A106KP8NNNC', manufacturer: 'samsung-electro-mechanics', categoryId: 2101, package: '0603',
    description: '10µF ±10% 10V X5R multilayer ceramic capacitor, 0603 (1608 metric)',
    parameters: { capacitance: '10µF', voltage_rating: '10V', tolerance: '±10%', dielectric: 'X5R', case_size: '0603', operating_temperature: '-55°C ~ 85°C' },
    datasheetUrl: 'https://weblib.samsungsem.com/mlcc/mlcc-ec-data-sheet.do?partNumber=CL10A106KP8NNN', ...ic, msl: '1 (Unlimited)', htsCode: '8532.24.0020', unitPrice: 0.02, offer: 'passive', reel: 4000, featured: true,
  },
  {
    partNumber: 'CC0603KRX7R9BB104', manufacturer: 'yageo', categoryId: 2101, package: '0603',
    description: '100nF ±10% 50V X7R multilayer ceramic capacitor, 0603 (1608 metric)',
    parameters: { capacitance: '100nF', voltage_rating: '50V', tolerance: '±10%', dielectric: 'X7R', case_size: '0603', operating_temperature: '-55°C ~ 125°C' },
    datasheetUrl: 'https://www.yageo.com/upload/media/product/productsearch/datasheet/mlcc/UPY-GPHC_X7R_6.3V-to-50V_20.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8532.24.0020', unitPrice: 0.008, offer: 'passive', reel: 4000, featured: false,
  },
  {
    partNumber: 'RC0603FR-0710KL', manufacturer: 'yageo', categoryId: 2201, package: '0603',
    description: '10kΩ ±1% 1/10W thick film chip resistor, ±100ppm/°C, 0603',
    parameters: { resistance: '10kΩ', tolerance: '±1%', power_rating: '1/10W', temperature_coefficient: '±100ppm/°C', case_size: '0603', operating_temperature: '-55°C ~ 155°C' },
    datasheetUrl: 'https://www.yageo.com/upload/media/product/productsearch/datasheet/rchip/PYu-RC_Group_51_RoHS_L_12.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8533.21.0080', unitPrice: 0.005, offer: 'passive', reel: 5000, featured: true,
  },
  {
    partNumber: 'BSS138', manufacturer: 'onsemi', categoryId: 3101, package: 'SOT-23',
    description: 'N-channel logic level enhancement mode MOSFET, 50V 220mA, Rds(on) 3.5Ω, SOT-23',
    parameters: { channel_type: 'N-Channel', drain_source_voltage: '50V', drain_current: '220mA', on_resistance: '3.5Ω', gate_threshold_voltage: '1.3V', operating_temperature: '-55°C ~ 150°C' },
    datasheetUrl: 'https://www.onsemi.com/pdf/datasheet/bss138-d.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8541.21.0095', unitPrice: 0.06, offer: 'smd', reel: 3000, featured: true,
  },
  {
    partNumber: 'IRLZ44NPBF', manufacturer: 'infineon', categoryId: 3101, package: 'TO-220AB',
    description: 'N-channel logic level HEXFET power MOSFET, 55V 47A, Rds(on) 22mΩ, TO-220AB',
    parameters: { channel_type: 'N-Channel', drain_source_voltage: '55V', drain_current: '47A', on_resistance: '22mΩ', gate_threshold_voltage: '2V', operating_temperature: '-55°C ~ 175°C' },
    datasheetUrl: 'https://www.infineon.com/dgdl/irlz44npbf.pdf?fileId=5546d462533600a40153567217c32725', ...ic, msl: null, htsCode: '8541.29.0095', unitPrice: 1.15, offer: 'tube', reel: 1000, featured: true,
  },
  {
    partNumber: 'IRF540NPBF', manufacturer: 'infineon', categoryId: 3101, package: 'TO-220AB',
    description: 'N-channel HEXFET power MOSFET, 100V 33A, Rds(on) 44mΩ, TO-220AB',
    parameters: { channel_type: 'N-Channel', drain_source_voltage: '100V', drain_current: '33A', on_resistance: '44mΩ', gate_threshold_voltage: '4V', operating_temperature: '-55°C ~ 175°C' },
    datasheetUrl: 'https://www.infineon.com/dgdl/irf540npbf.pdf?fileId=5546d462533600a4015355e39f0d19a1', ...ic, msl: null, htsCode: '8541.29.0095', unitPrice: 0.98, offer: 'tube', reel: 1000, featured: false,
  },
  {
    partNumber: 'AO3400A', manufacturer: 'alpha-omega-semiconductor', categoryId: 3101, package: 'SOT-23',
    description: 'N-channel enhancement mode MOSFET, 30V 5.7A, Rds(on) 24mΩ at 10V, SOT-23',
    parameters: { channel_type: 'N-Channel', drain_source_voltage: '30V', drain_current: '5.7A', on_resistance: '24mΩ', gate_threshold_voltage: '1.05V', operating_temperature: '-55°C ~ 150°C' },
    datasheetUrl: 'https://www.aosmd.com/res/datasheets/AO3400A.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8541.29.0095', unitPrice: 0.05, offer: 'smd', reel: 3000, featured: true,
  },
  {
    partNumber: '2N7002,215', manufacturer: 'nexperia', categoryId: 3101, package: 'SOT-23',
    description: 'N-channel TrenchMOS FET, 60V 300mA, Rds(on) 2.8Ω, SOT-23',
    parameters: { channel_type: 'N-Channel', drain_source_voltage: '60V', drain_current: '300mA', on_resistance: '2.8Ω', gate_threshold_voltage: '2.1V', operating_temperature: '-55°C ~ 150°C' },
    datasheetUrl: 'https://assets.nexperia.com/documents/data-sheet/2N7002.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8541.21.0095', unitPrice: 0.03, offer: 'smd', reel: 3000, featured: false,
  },
  {
    partNumber: '1N4148W-7-F', manufacturer: 'diodes-incorporated', categoryId: 3201, package: 'SOD-123',
    description: 'Fast switching diode, 75V 300mA, 4ns, SOD-123',
    parameters: { diode_type: 'Standard', reverse_voltage: '75V', forward_current: '300mA', forward_voltage: '1.25V', operating_temperature: '-65°C ~ 150°C' },
    datasheetUrl: 'https://www.diodes.com/assets/Datasheets/ds30086.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8541.10.0070', unitPrice: 0.02, offer: 'smd', reel: 3000, featured: true,
  },
  {
    partNumber: 'SS34', manufacturer: 'onsemi', categoryId: 3202, package: 'SMC (DO-214AB)',
    description: 'Schottky barrier rectifier, 40V 3A, Vf 0.5V, SMC (DO-214AB)',
    parameters: { diode_type: 'Schottky', reverse_voltage: '40V', forward_current: '3A', forward_voltage: '500mV', operating_temperature: '-65°C ~ 150°C' },
    datasheetUrl: 'https://www.onsemi.com/pdf/datasheet/ss39-d.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8541.10.0080', unitPrice: 0.08, offer: 'smd', reel: 3000, featured: false,
  },
  {
    partNumber: 'SMBJ5.0A', manufacturer: 'littelfuse', categoryId: 3204, package: 'SMB (DO-214AA)',
    description: '600W unidirectional TVS diode, 5V standoff, 9.2V clamping, SMB (DO-214AA)',
    parameters: { reverse_voltage: '5V', peak_pulse_power: '600W', channels: '1', operating_temperature: '-65°C ~ 150°C' },
    datasheetUrl: 'https://www.littelfuse.com/media?resourcetype=datasheets&itemid=75e32973-b177-4ee3-a0ff-cedaf1abdb93&filename=smbj-datasheet', ...ic, msl: '1 (Unlimited)', htsCode: '8541.10.0080', unitPrice: 0.09, offer: 'smd', reel: 3000, featured: false,
  },
  {
    partNumber: 'MMBT3904LT1G', manufacturer: 'onsemi', categoryId: 3301, package: 'SOT-23',
    description: 'NPN general purpose transistor, 40V 200mA, hFE 100 ~ 300, 225mW, SOT-23',
    parameters: { transistor_type: 'NPN', collector_emitter_voltage: '40V', collector_current: '200mA', dc_current_gain: '100 ~ 300', power_rating: '225mW', operating_temperature: '-55°C ~ 150°C' },
    datasheetUrl: 'https://www.onsemi.com/pdf/datasheet/mmbt3904lt1-d.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8541.21.0095', unitPrice: 0.02, offer: 'smd', reel: 3000, featured: false,
  },
  {
    partNumber: 'BC847B,215', manufacturer: 'nexperia', categoryId: 3301, package: 'SOT-23',
    description: 'NPN general-purpose transistor, 45V 100mA, hFE 200 ~ 450, 250mW, SOT-23',
    parameters: { transistor_type: 'NPN', collector_emitter_voltage: '45V', collector_current: '100mA', dc_current_gain: '200 ~ 450', power_rating: '250mW', operating_temperature: '-65°C ~ 150°C' },
    datasheetUrl: 'https://assets.nexperia.com/documents/data-sheet/BC847_SER.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8541.21.0095', unitPrice: 0.018, offer: 'smd', reel: 3000, featured: false,
  },
  {
    partNumber: 'USB4105-GF-A', manufacturer: 'gct', categoryId: 4201, package: 'USB Type-C receptacle',
    description: 'USB Type-C 2.0 receptacle, 16 positions, surface mount with through-hole shell stakes, right angle, 5A',
    parameters: { connector_type: 'USB Type-C, receptacle', positions: '16', mounting: 'Surface Mount, Through Hole', rated_current: '5A' },
    datasheetUrl: 'https://gct.co/files/drawings/usb4105.pdf', ...ic, msl: null, htsCode: '8536.69.4040', unitPrice: 0.64, offer: 'connector', reel: 3000, featured: true,
  },
  {
    partNumber: 'B2B-XH-A(LF)(SN)', manufacturer: 'jst', categoryId: 4102, package: '2P 2.50mm vertical',
    description: 'JST XH wire-to-board header, 2 positions, 2.50mm pitch, vertical, through hole',
    parameters: { positions: '2', rows: '1', pitch: '2.50mm', mounting: 'Through Hole', rated_current: '3A' },
    datasheetUrl: 'https://www.jst-mfg.com/product/pdf/eng/eXH.pdf', ...ic, msl: null, htsCode: '8536.69.4040', unitPrice: 0.06, offer: 'connector', reel: 1000, featured: false,
  },
  {
    partNumber: 'BME280', manufacturer: 'bosch-sensortec', categoryId: 5102, package: 'LGA-8 2.5x2.5mm',
    description: 'Combined humidity, pressure and temperature sensor, ±3%RH, ±1hPa, I²C and SPI, LGA-8 2.5x2.5mm',
    parameters: { measurement_range: '0%RH ~ 100%RH, 300hPa ~ 1100hPa, -40°C ~ 85°C', accuracy: '±3%RH, ±1hPa, ±1°C', interface: 'I²C, SPI', supply_voltage: '1.71V ~ 3.6V' },
    datasheetUrl: 'https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-bme280-ds002.pdf', ...ic, htsCode: '9025.80.1000', unitPrice: 3.95, offer: 'module', reel: 10000, featured: true,
  },
  {
    partNumber: 'MPU-6050', manufacturer: 'tdk-invensense', categoryId: 5301, package: 'QFN-24 4x4mm',
    description: '6-axis MEMS motion tracking device, 3-axis gyroscope and 3-axis accelerometer, ±16g, ±2000°/s, I²C, QFN-24 4x4mm',
    parameters: { axes: '6', measurement_range: '±16g, ±2000°/s', interface: 'I²C', supply_voltage: '2.375V ~ 3.46V' },
    datasheetUrl: 'https://invensense.tdk.com/wp-content/uploads/2015/02/MPU-6000-Datasheet1.pdf', ...ic, lifecycle: 1, htsCode: '9031.80.8085', unitPrice: 4.9, offer: 'module', reel: 5000, featured: true,
  },
  {
    partNumber: 'LIS3DHTR', manufacturer: 'stmicroelectronics', categoryId: 5302, package: 'LGA-16 3x3mm',
    description: '3-axis MEMS accelerometer, ±2/±4/±8/±16g, I²C and SPI, 1.71-3.6V, LGA-16 3x3mm',
    parameters: { axes: '3', measurement_range: '±16g', interface: 'I²C, SPI', supply_voltage: '1.71V ~ 3.6V' },
    datasheetUrl: 'https://www.st.com/resource/en/datasheet/lis3dh.pdf', ...ic, htsCode: '9031.80.8085', unitPrice: 1.55, offer: 'module', reel: 4000, featured: false,
  },
  {
    partNumber: 'DS18B20+', manufacturer: 'maxim-integrated', categoryId: 5101, package: 'TO-92-3',
    description: '1-Wire digital temperature sensor, -55°C to 125°C, ±0.5°C, 9 to 12-bit, TO-92-3',
    parameters: { measurement_range: '-55°C ~ 125°C', accuracy: '±0.5°C', interface: '1-Wire', supply_voltage: '3V ~ 5.5V' },
    datasheetUrl: 'https://www.analog.com/media/en/technical-documentation/data-sheets/DS18B20.pdf', ...ic, msl: null, htsCode: '9025.19.8085', unitPrice: 3.2, offer: 'tube', reel: 1000, featured: true,
  },
  {
    partNumber: 'W25Q128JVSIQ', manufacturer: 'winbond', categoryId: 1201, package: 'SOIC-8 (208mil)',
    description: '128Mbit serial NOR flash, SPI/Dual/Quad I/O, 3V, 133MHz, SOIC-8 (208mil)',
    parameters: { memory_type: 'NOR Flash', memory_size: '128Mbit', interface: 'SPI, Dual SPI, Quad SPI', clock_frequency: '133MHz', supply_voltage: '2.7V ~ 3.6V', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.winbond.com/resource-files/w25q128jv%20revf%2003272018%20plus.pdf', ...ic, htsCode: '8542.32.0071', unitPrice: 1.38, offer: 'smd', reel: 2000, featured: true,
  },
  {
    partNumber: 'AT24C02C-SSHM-T', manufacturer: 'microchip-technology', categoryId: 1202, package: 'SOIC-8',
    description: '2Kbit I²C serial EEPROM, 1MHz, 1.7-5.5V, SOIC-8',
    parameters: { memory_type: 'EEPROM', memory_size: '2Kbit', interface: 'I²C', clock_frequency: '1MHz', supply_voltage: '1.7V ~ 5.5V', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://ww1.microchip.com/downloads/en/DeviceDoc/AT24C01C-AT24C02C-I2C-Compatible-Two-Wire-Serial-EEPROM-1-Kbit-2-Kbit-20006100A.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.32.0051', unitPrice: 0.17, offer: 'smd', reel: 4000, featured: false,
  },
  {
    partNumber: 'MAX232ESE+T', manufacturer: 'maxim-integrated', categoryId: 1302, package: 'SOIC-16',
    description: 'RS-232 dual driver/receiver, 120kbps, 5V single supply, SOIC-16',
    parameters: { interface: 'RS-232', channels: '2', data_rate: '120kbps', supply_voltage: '4.5V ~ 5.5V', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.analog.com/media/en/technical-documentation/data-sheets/MAX220-MAX249.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.39.0001', unitPrice: 2.05, offer: 'smd', reel: 2500, featured: false,
  },
  {
    partNumber: 'SN65HVD230DR', manufacturer: 'texas-instruments', categoryId: 1303, package: 'SOIC-8',
    description: '3.3V CAN bus transceiver, 1Mbps, standby mode, SOIC-8',
    parameters: { interface: 'CAN', data_rate: '1Mbps', supply_voltage: '3V ~ 3.6V', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/sn65hvd230.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.39.0001', unitPrice: 1.45, offer: 'smd', reel: 2500, featured: false,
  },
  {
    partNumber: 'TXS0108EPWR', manufacturer: 'texas-instruments', categoryId: 1304, package: 'TSSOP-20',
    description: '8-bit bidirectional voltage-level translator for open-drain and push-pull, 110Mbps, TSSOP-20',
    parameters: { channels: '8', data_rate: '110Mbps', supply_voltage: '1.4V ~ 5.5V', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/txs0108e.pdf', ...ic, msl: '2 (1 Year)', htsCode: '8542.39.0001', unitPrice: 0.85, offer: 'smd', reel: 2000, featured: false,
  },
  {
    partNumber: 'SN74HC595DR', manufacturer: 'texas-instruments', categoryId: 1502, package: 'SOIC-16',
    description: '8-bit shift register with 3-state output latches, 2-6V, SOIC-16',
    parameters: { logic_family: '74HC', logic_function: '8-bit shift register with output latches', channels: '1', supply_voltage: '2V ~ 6V', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/sn74hc595.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8542.39.0001', unitPrice: 0.18, offer: 'smd', reel: 2500, featured: true,
  },
  {
    partNumber: 'LTST-C191KRKT', manufacturer: 'lite-on', categoryId: 6101, package: '0603',
    description: 'Red LED, 631nm, 2.0V Vf, 0603 SMD, water clear lens',
    parameters: { color: 'Red', wavelength: '631nm', luminous_intensity: '54mcd', forward_voltage: '2.0V', forward_current: '20mA', case_size: '0603' },
    datasheetUrl: 'https://optoelectronics.liteon.com/upload/download/DS22-2000-222/LTST-C191KRKT.pdf', ...ic, htsCode: '8541.41.0000', unitPrice: 0.03, offer: 'passive', reel: 4000, featured: false,
  },
  {
    partNumber: 'PC817X2NSZ9F', manufacturer: 'sharp', categoryId: 6201, package: 'DIP-4',
    description: 'Phototransistor optocoupler, 5000Vrms, CTR 80% ~ 160%, DIP-4',
    parameters: { channels: '1', isolation_voltage: '5000Vrms', current_transfer_ratio: '80% ~ 160%', output_type: 'Phototransistor', operating_temperature: '-30°C ~ 100°C' },
    datasheetUrl: 'https://global.sharp/products/device/lineup/data/pdf/datasheet/pc817xnnsz_e.pdf', ...ic, msl: null, htsCode: '8541.49.8000', unitPrice: 0.12, offer: 'tube', reel: 2000, featured: false,
  },
  {
    partNumber: 'ABM8-16.000MHZ-B2-T', manufacturer: 'abracon', categoryId: 8101, package: 'SMD 3.2x2.5mm',
    description: '16MHz quartz crystal, 18pF load, ±20ppm, SMD 3.2x2.5mm',
    parameters: { frequency: '16MHz', load_capacitance: '18pF', frequency_stability: '±20ppm', tolerance: '±20ppm', case_size: '3.2x2.5mm', operating_temperature: '-20°C ~ 70°C' },
    datasheetUrl: 'https://abracon.com/Resonators/abm8.pdf', ...ic, msl: '1 (Unlimited)', htsCode: '8541.60.0060', unitPrice: 0.22, offer: 'passive', reel: 3000, featured: false,
  },
];
