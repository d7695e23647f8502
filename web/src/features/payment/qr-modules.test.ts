import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-modules.ts';

describe('the WeChat Pay QR code', () => {
  it('draws every dark module of the code once, inside a four-module border', () => {
    const content = 'weixin://wxpay/bizpayurl?pr=Q7eHg2Tzz';
    const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const { path, side } = qrPath(content);
    expect(side).toBe(modules.size + 8);
    expect(path.match(/M/g)).toHaveLength(dark);
    // The top-left finder pattern starts at the border.
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('changes with the content', () => {
    expect(qrPath('weixin://wxpay/bizpayurl?pr=A').path).not.toBe(qrPath('weixin://wxpay/bizpayurl?pr=B').path);
  });
});
