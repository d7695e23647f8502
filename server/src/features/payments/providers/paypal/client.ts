import type { Fetch } from '../../deps.ts';

/** PayPal's REST hosts; the local sandbox serves the same paths under /sandbox/paypal. */
export const PAYPAL_HOSTS = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

export interface PaypalLink {
  href: string;
  rel: string;
  method?: string;
}

/** The Orders v2 order, as far as we read it. */
export interface PaypalOrder {
  id: string;
  status: string;
  links?: PaypalLink[];
  purchase_units?: Array<{
    reference_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: { captures?: Array<{ id: string; status: string; amount: { currency_code: string; value: string }; create_time?: string }> };
  }>;
}

export type PaypalAnswer<T> = { ok: true; body: T } | { ok: false; status: number; issue: string | undefined; body: unknown };

/**
 * The PayPal REST client: OAuth2 client credentials, client token, Orders v2
 * create and capture, each write carrying PayPal-Request-Id so a retry
 * returns the first answer. The same code talks to PayPal and to the local
 * sandbox; only the base URL differs.
 */
export class PaypalClient {
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly options: { baseUrl: string; clientId: string; clientSecret: string; fetch: Fetch; now: () => Date },
  ) {}

  /** An access token, kept in memory until shortly before it expires (a cache: any process may fetch its own). */
  async accessToken(): Promise<string> {
    const now = this.options.now().getTime();
    if (this.token && this.token.until > now) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await this.options.fetch(`${this.options.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal token request failed with HTTP ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, until: now + Math.max(0, body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  /** The browser SDK's client token (hosted card fields). */
  async clientToken(): Promise<{ client_token: string; expires_in: number }> {
    const answer = await this.send<{ client_token: string; expires_in: number }>('POST', '/v1/identity/generate-token', {}, undefined);
    if (!answer.ok) throw new Error(`PayPal client token failed with HTTP ${answer.status}`);
    return answer.body;
  }

  async createOrder(order: {
    requestId: string;
    referenceId: string;
    invoiceId: string;
    description: string;
    amount: { currency_code: string; value: string };
    returnUrl: string;
    cancelUrl: string;
  }): Promise<PaypalAnswer<PaypalOrder>> {
    return this.send<PaypalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: order.referenceId, invoice_id: order.invoiceId, description: order.description, amount: order.amount }],
        payment_source: { paypal: { experience_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl, user_action: 'PAY_NOW' } } },
      },
      order.requestId,
    );
  }

  async captureOrder(orderId: string, requestId: string): Promise<PaypalAnswer<PaypalOrder>> {
    return this.send<PaypalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, requestId);
  }

  private async send<T>(method: string, path: string, body: unknown, requestId: string | undefined): Promise<PaypalAnswer<T>> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await this.accessToken()}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Prefer: 'return=representation',
    };
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const response = await this.options.fetch(`${this.options.baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (response.ok) return { ok: true, body: parsed as T };
    const issue = (parsed as { details?: Array<{ issue?: string }> }).details?.[0]?.issue;
    return { ok: false, status: response.status, issue, body: parsed };
  }
}

/** The capture inside a captured order. */
export function captureOf(order: PaypalOrder) {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

export function approveLink(order: PaypalOrder): string | null {
  return order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href ?? null;
}
