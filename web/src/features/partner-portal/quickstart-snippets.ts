import { partnerFacts } from './partner-facts.ts';

// The quickstart's code, the same in every language (only the prose around it is translated). The calls, fields
// and headers are the partner document's; the CLI's commands are those of `npx chipmart --help`.

const curlToken = `export CHIPMART_URL=http://localhost:8080   # the origin npm start prints
export CHIPMART_EMAIL=partner@chipmart.example   # the demo partner account npm start prints
export CHIPMART_PASSWORD='…'
export CHIPMART_TOKEN=$(curl -sS -X POST "$CHIPMART_URL/open-api/V1/getToken" \\
  -H 'Content-Type: application/json' \\
  -d "{\\"email\\":\\"$CHIPMART_EMAIL\\",\\"password\\":\\"$CHIPMART_PASSWORD\\"}" | jq -r '.data.token')`;

const curlGoods = `SKU=$(curl -sS -G "$CHIPMART_URL/open-api/V1/getGoods" \\
  -H "Authorization: Bearer $CHIPMART_TOKEN" \\
  --data-urlencode keywords=STM32F103C8T6 \\
  --data-urlencode currencyCode=USD --data-urlencode lang=en \\
  --data-urlencode page=1 --data-urlencode pageSize=10 |
  jq '[.data.lists[].salesData[] | select(.stock >= 100 and .moq <= 100 and 100 % .increment == 0)][0].skuId')`;

const curlOrder = `ADDRESS=$(curl -sS "$CHIPMART_URL/open-api/V1/getUser" -H "Authorization: Bearer $CHIPMART_TOKEN" | jq '.data.addressData[0].addressId')
SHIPPING=$(curl -sS "$CHIPMART_URL/open-api/V1/getShipping" -H "Authorization: Bearer $CHIPMART_TOKEN" | jq '.data[0].shippingId')
curl -sS -X POST "$CHIPMART_URL/open-api/V1/saveOrders" \\
  -H "Authorization: Bearer $CHIPMART_TOKEN" \\
  -H 'Content-Type: application/json' \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d "{\\"currencyCode\\":\\"USD\\",\\"purchasedGoods\\":[{\\"skuId\\":$SKU,\\"num\\":100}],\\"addressId\\":$ADDRESS,\\"billingId\\":$ADDRESS,\\"shippingId\\":$SHIPPING}"`;

const typescript = `const base = \`\${process.env.CHIPMART_URL}/open-api/V1\`;

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(base + path, init);
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(\`\${body.code}: \${body.message}\`);
  return body.data;
}

const { token } = await call<{ token: string; expire: number }>('/getToken', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: process.env.CHIPMART_EMAIL, password: process.env.CHIPMART_PASSWORD }),
});
const auth = { Authorization: \`Bearer \${token}\` };
const goods = await call<{ lists: { salesData: { skuId: number; stock: number }[] }[] }>(
  '/getGoods?keywords=STM32F103C8T6&currencyCode=USD&lang=en&page=1&pageSize=10', { headers: auth });
const user = await call<{ addressData: { addressId: number }[] }>('/getUser', { headers: auth });
const shipping = await call<{ shippingId: number }[]>('/getShipping', { headers: auth });
const address = user.addressData[0]!.addressId;
const orderSn = await call<string>('/saveOrders', {
  method: 'POST',
  headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
  body: JSON.stringify({
    currencyCode: 'USD',
    purchasedGoods: [{ skuId: goods.lists[0]!.salesData[0]!.skuId, num: 100 }],
    addressId: address, billingId: address, shippingId: shipping[0]!.shippingId,
  }),
});
console.log(orderSn);`;

const cli = `printf '%s' "$CHIPMART_PASSWORD" | npx chipmart login --email "$CHIPMART_EMAIL" --password-stdin --base-url "$CHIPMART_URL"
npx chipmart goods search STM32F103C8T6 --currency USD --lang en
npx chipmart whoami
npx chipmart shipping
npx chipmart orders create --sku "$SKU" --num 100 --address "$ADDRESS" --billing "$ADDRESS" --shipping "$SHIPPING"
npx chipmart orders list --json`;

const retry = `KEY=$(uuidgen)   # one key per order, kept until the order is confirmed
curl -sS -X POST "$CHIPMART_URL/open-api/V1/saveOrders" -H "Idempotency-Key: $KEY" …   # times out
curl -sS -X POST "$CHIPMART_URL/open-api/V1/saveOrders" -H "Idempotency-Key: $KEY" …   # same body: the first answer again`;

const rateHeaders = `RateLimit-Policy: ${partnerFacts.rateLimitHeaders.policy}
RateLimit: ${partnerFacts.rateLimitHeaders.current}`;

const paging = `page=1
while :; do
  body=$(curl -sS -G "$CHIPMART_URL/open-api/V1/getOrders" -H "Authorization: Bearer $CHIPMART_TOKEN" \\
    --data-urlencode page=$page --data-urlencode pageSize=100)
  echo "$body" | jq -c '.data.lists[]'
  [ "$(echo "$body" | jq '.data.page * .data.pageSize >= .data.total')" = true ] && break
  page=$((page + 1))
done`;

/** `::snippet <name>` in a guide: the language a reader's highlighter would use, and the code. */
export const quickstartSnippets: Record<string, { language: string; code: string }> = {
  'curl-token': { language: 'sh', code: curlToken },
  'curl-goods': { language: 'sh', code: curlGoods },
  'curl-order': { language: 'sh', code: curlOrder },
  typescript: { language: 'ts', code: typescript },
  cli: { language: 'sh', code: cli },
  retry: { language: 'sh', code: retry },
  'rate-headers': { language: 'http', code: rateHeaders },
  paging: { language: 'sh', code: paging },
};
