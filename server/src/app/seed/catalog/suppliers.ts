/** Distributors and brokers whose offers (SKUs) the demo catalog lists; `country` is ISO 3166 alpha-2. */
export const supplierRows = [
  { id: 1, name: 'Chipmart Direct', code: 'CM-DIR', country: 'HK' },
  { id: 2, name: 'Shenzhen Hengxin Electronics', code: 'HX-SZ', country: 'CN' },
  { id: 3, name: 'Pacific Rim Components', code: 'PRC-US', country: 'US' },
  { id: 4, name: 'Rhein-Main Bauelemente GmbH', code: 'RMB-DE', country: 'DE' },
  { id: 5, name: 'Hanseatic Electronic Supply', code: 'HES-DE', country: 'DE' },
  { id: 6, name: 'Kowloon Semiconductor Trading', code: 'KST-HK', country: 'HK' },
  { id: 7, name: 'Akihabara Parts Co.', code: 'APC-JP', country: 'JP' },
  { id: 8, name: 'Seoul Micro Devices', code: 'SMD-KR', country: 'KR' },
  { id: 9, name: 'Baltic Component Brokers', code: 'BCB-EE', country: 'EE' },
  { id: 10, name: 'Thames Valley Electronics', code: 'TVE-UK', country: 'GB' },
  { id: 11, name: 'Lyon Composants Industriels', code: 'LCI-FR', country: 'FR' },
  { id: 12, name: 'Huaqiang North Excess Stock', code: 'HQB-SZ', country: 'CN' },
  { id: 13, name: 'Silicon Prairie Distribution', code: 'SPD-US', country: 'US' },
  { id: 14, name: 'Neva Electronic Components', code: 'NEC-RU', country: 'RU' },
] as const;
