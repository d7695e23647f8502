import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { SANDBOX_PATHS } from '../../adapters.ts';
import type { PaymentsContext } from '../../context.ts';
import { sandboxPage } from '../../sandbox/page.ts';
import { sandboxCredentials } from '../../sandbox/sandbox-keys.ts';
import type { PaypalOrder } from './client.ts';

interface SandboxPaypalOrder extends Record<string, unknown> {
  amount: { currency_code: string; value: string };
  reference_id: string;
  return_url: string;
  cancel_url: string;
  capture_id?: string;
}

const TOKEN_SECONDS = 32_400;
const paypalId = () => randomBytes(12).toString('hex').toUpperCase().slice(0, 17);

function problem(context: Context, status: 400 | 401 | 404 | 422, issue: string) {
  const name = { 400: 'INVALID_REQUEST', 401: 'AUTHENTICATION_FAILURE', 404: 'RESOURCE_NOT_FOUND', 422: 'UNPROCESSABLE_ENTITY' }[status];
  return context.json({ name, message: issue, debug_id: randomBytes(6).toString('hex'), details: [{ issue, description: issue }] }, status);
}

/**
 * A local PayPal: the OAuth2, client-token and Orders v2 endpoints with
 * PayPal's paths, shapes and idempotency (PayPal-Request-Id), and an
 * approval page in place of PayPal's checkout. Capture succeeds only for an
 * order the payer approved on that page.
 */
export function registerPaypalSandbox(app: Hono, context: PaymentsContext): void {
  const base = SANDBOX_PATHS.paypal;
  const records = context.adapters.sandbox;
  const credentials = async () => (await sandboxCredentials(records)).paypal;
  const tokenSignature = (secret: string, clientId: string, until: number) => createHmac('sha256', secret).update(`${clientId}.${until}`).digest('base64url');

  async function authorized(context_: Context): Promise<boolean> {
    const match = /^Bearer A21AA(\d+)\.(.+)$/.exec(context_.req.header('Authorization') ?? '');
    if (!match) return false;
    const { clientId, clientSecret } = await credentials();
    const until = Number(match[1]);
    const expected = Buffer.from(tokenSignature(clientSecret, clientId, until));
    const given = Buffer.from(match[2]!);
    return until * 1000 > context.now().getTime() && expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Answers a repeated PayPal-Request-Id with the first answer, as PayPal does. */
  async function idempotent(context_: Context, scope: string, work: () => Promise<{ status: 200 | 201; body: unknown } | Response>) {
    const requestId = context_.req.header('PayPal-Request-Id');
    if (requestId) {
      const earlier = await records.find<{ status: 200 | 201; body: unknown }>('paypal', `request:${scope}:${requestId}`);
      if (earlier) return context_.json(earlier.data.body as object, earlier.data.status);
    }
    const answer = await work();
    if (answer instanceof Response) return answer;
    if (requestId) {
      const first = await records.putFirst('paypal', `request:${scope}:${requestId}`, 'ANSWERED', answer as unknown as Record<string, unknown>);
      const stored = first.data as unknown as { status: 200 | 201; body: unknown };
      return context_.json(stored.body as object, stored.status);
    }
    return context_.json(answer.body as object, answer.status);
  }

  app.post(`${base}/v1/oauth2/token`, async (c) => {
    const { clientId, clientSecret } = await credentials();
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const form = new URLSearchParams(await c.req.text());
    if (c.req.header('Authorization') !== expected) return c.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
    if (form.get('grant_type') !== 'client_credentials') return c.json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }, 400);
    const until = Math.floor(context.now().getTime() / 1000) + TOKEN_SECONDS;
    return c.json({ scope: 'https://uri.paypal.com/services/payments/payment', access_token: `A21AA${until}.${tokenSignature(clientSecret, clientId, until)}`, token_type: 'Bearer', app_id: 'APP-SANDBOX', expires_in: TOKEN_SECONDS, nonce: randomBytes(8).toString('hex') });
  });

  app.post(`${base}/v1/identity/generate-token`, async (c) => {
    if (!(await authorized(c))) return problem(c, 401, 'INVALID_TOKEN');
    const token = Buffer.from(JSON.stringify({ sandbox: true, issued: context.now().toISOString(), nonce: randomBytes(8).toString('hex') })).toString('base64url');
    return c.json({ client_token: token, expires_in: 3600 });
  });

  app.post(`${base}/v2/checkout/orders`, async (c) => {
    if (!(await authorized(c))) return problem(c, 401, 'INVALID_TOKEN');
    const body = (await c.req.json().catch(() => null)) as {
      intent?: string;
      purchase_units?: Array<{ reference_id?: string; amount?: { currency_code?: string; value?: string } }>;
      payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
    } | null;
    const unit = body?.purchase_units?.[0];
    const amount = unit?.amount;
    if (body?.intent !== 'CAPTURE') return problem(c, 422, 'INVALID_PARAMETER_VALUE');
    if (!amount?.currency_code || !/^\d+(\.\d{1,2})?$/.test(amount.value ?? '')) return problem(c, 422, 'INVALID_PARAMETER_VALUE');
    const experience = body.payment_source?.paypal?.experience_context;
    if (!experience?.return_url || !experience.cancel_url) return problem(c, 422, 'MISSING_REQUIRED_PARAMETER');
    return idempotent(c, 'create', async () => {
      const id = paypalId();
      const order: SandboxPaypalOrder = { amount: { currency_code: amount.currency_code!, value: amount.value! }, reference_id: unit?.reference_id ?? 'default', return_url: experience.return_url!, cancel_url: experience.cancel_url! };
      await records.putFirst('paypal', `order:${id}`, 'PAYER_ACTION_REQUIRED', order);
      const shop = context.settings.publicUrl.replace(/\/+$/, '');
      const answer: PaypalOrder = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [
          { href: `${shop}${base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          { href: `${shop}${base}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
        ],
      };
      return { status: 200, body: answer };
    });
  });

  app.get(`${base}/checkoutnow`, async (c) => {
    const id = c.req.query('token') ?? '';
    const order = await records.find<SandboxPaypalOrder>('paypal', `order:${id}`);
    if (!order) return c.html(sandboxPage({ title: 'PayPal sandbox', lines: ['This payment does not exist.'] }), 404);
    return c.html(
      sandboxPage({
        title: 'PayPal sandbox: approve the payment',
        lines: [`Pay ${order.data.amount.value} ${order.data.amount.currency_code} to Chipmart for ${order.data.reference_id}.`, `Status: ${order.status}`],
        action: `${base}/checkoutnow`,
        fields: { token: id },
        buttons: [
          { name: 'decision', value: 'approve', label: 'Approve' },
          { name: 'decision', value: 'cancel', label: 'Cancel' },
        ],
      }),
    );
  });

  app.post(`${base}/checkoutnow`, async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const id = form.get('token') ?? '';
    const order = await records.find<SandboxPaypalOrder>('paypal', `order:${id}`);
    if (!order) return c.html(sandboxPage({ title: 'PayPal sandbox', lines: ['This payment does not exist.'] }), 404);
    if (form.get('decision') === 'approve') {
      await records.move('paypal', `order:${id}`, ['PAYER_ACTION_REQUIRED', 'CREATED'], 'APPROVED');
      return c.redirect(`${order.data.return_url}${order.data.return_url.includes('?') ? '&' : '?'}token=${id}&PayerID=SANDBOXPAYER1`, 303);
    }
    return c.redirect(`${order.data.cancel_url}${order.data.cancel_url.includes('?') ? '&' : '?'}token=${id}`, 303);
  });

  app.post(`${base}/v2/checkout/orders/:id/capture`, async (c) => {
    if (!(await authorized(c))) return problem(c, 401, 'INVALID_TOKEN');
    const id = c.req.param('id');
    return idempotent(c, `capture:${id}`, async () => {
      const order = await records.find<SandboxPaypalOrder>('paypal', `order:${id}`);
      if (!order) return problem(c, 404, 'INVALID_RESOURCE_ID');
      const captureId = paypalId();
      if (!(await records.move('paypal', `order:${id}`, ['APPROVED'], 'COMPLETED', { ...order.data, capture_id: captureId }))) {
        return problem(c, 422, order.status === 'COMPLETED' ? 'ORDER_ALREADY_CAPTURED' : 'ORDER_NOT_APPROVED');
      }
      const answer: PaypalOrder = {
        id,
        status: 'COMPLETED',
        purchase_units: [{ reference_id: order.data.reference_id, payments: { captures: [{ id: captureId, status: 'COMPLETED', amount: order.data.amount, create_time: context.now().toISOString() }] } }],
      };
      return { status: 201, body: answer };
    });
  });
}
