/** Sends the buyer to a provider's page (PayPal's approval, Alipay's cashier). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}

/**
 * Posts a provider's self-submitting form (Alipay's mobile cashier). The
 * form is rebuilt from its action and fields rather than inserted as HTML,
 * so no script from the answer runs in the shop's page.
 */
export function submitProviderForm(html: string): void {
  const given = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  const action = given?.getAttribute('action');
  if (!given || !action) throw new Error('The payment provider sent no form to submit');
  const form = document.createElement('form');
  form.method = given.getAttribute('method') ?? 'post';
  form.action = action;
  form.hidden = true;
  for (const input of given.querySelectorAll<HTMLInputElement>('input[name]')) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = input.name;
    field.value = input.value;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
}

/** Alipay's cashier for the screen in use: the mobile one (handing over to the app) on narrow touch screens. */
export const alipayMode = (): 'page' | 'wap' => (window.matchMedia('(max-width: 640px) and (pointer: coarse)').matches ? 'wap' : 'page');
