import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitProviderForm } from './provider-redirect.ts';

describe("posting a provider's cashier form", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('posts the same fields to the same address without running the script that came with it', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    (window as unknown as { hacked?: boolean }).hacked = false;
    submitProviderForm(
      '<form name="alipaysubmit" method="post" action="https://openapi.alipay.com/gateway.do?charset=utf-8"><input type="hidden" name="biz_content" value="{&quot;out_trade_no&quot;:&quot;CM1&quot;}"/><input type="submit" value="ok"/></form><script>window.hacked = true;</script>',
    );
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.getAttribute('action')).toBe('https://openapi.alipay.com/gateway.do?charset=utf-8');
    expect(form.method).toBe('post');
    expect(new FormData(form).get('biz_content')).toBe('{"out_trade_no":"CM1"}');
    expect((window as unknown as { hacked?: boolean }).hacked).toBe(false);
  });

  it('refuses an answer with no form in it', () => {
    expect(() => submitProviderForm('<p>nothing</p>')).toThrow();
  });
});
