// Image uploads (png or jpg by their bytes, at most 5 MB) and the receipt of a paid-out
// withdrawal: all of it, a part (that only grows), or nothing with uploaded proof; unconfirmed in
// time, it closes as received (FORCED). Unused uploads are pruned after a day.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../gateway/images/png.ts';
import { prune } from '../../gateway/store/prune.ts';
import { forceDueReceipts } from '../../gateway/store/withdrawal-receipts.ts';
import { settleWithdrawal } from '../../gateway/store/withdrawals.ts';
import { type Client, DEMO, demoGateway } from './harness.ts';

let gw: Client;
let token: string;
let accountId: number;
beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon'));
  await gw.call('PUT', '/wps/member/paymentPassword', {
    token,
    body: { password: DEMO.luzon, paymentPassword: '135790', confirmPaymentPassword: '135790' },
    encrypt: true,
  });
  const bound = await gw.call('POST', '/wps/relay/PAY_bindPayoutAccount', {
    token,
    body: { providerId: 'gcash', accountName: 'Demo One', accountNumber: '09170000001', paymentPassword: '135790' },
    encrypt: true,
  });
  accountId = bound.json.value.accountId;
});

const PNG = new Uint8Array(encodePng(2, 2, new Uint8Array(16).fill(200), 4)) as Uint8Array<ArrayBuffer>;
const upload = (bytes: Uint8Array<ArrayBuffer>, name = 'proof.png', t = token) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return gw.call('POST', '/wps/upload/image', { token: t, form });
};
const withMagic = (magic: number[], size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return bytes;
};

describe('image uploads', () => {
  it('take png and jpg by their bytes, whatever the file is called', async () => {
    expect((await upload(PNG)).json.value).toMatchObject({ mime: 'image/png', size: PNG.byteLength });
    expect((await upload(withMagic([0xff, 0xd8, 0xff, 0xe0], 2048), 'photo.txt')).json.value).toMatchObject({
      mime: 'image/jpeg',
      size: 2048,
    });
    expect((await upload(withMagic([0x47, 0x49, 0x46, 0x38], 100), 'fake.png')).json.errorCode).toBe('upload.type');
    expect((await upload(new Uint8Array(0))).json.errorCode).toBe('upload.empty');
  });

  it('refuse more than 5 MB, and a body far larger before reading it', async () => {
    expect((await upload(withMagic([0xff, 0xd8, 0xff], 5 * 1024 * 1024))).json.success).toBe(true);
    expect((await upload(withMagic([0xff, 0xd8, 0xff], 5 * 1024 * 1024 + 1))).json).toMatchObject({
      errorCode: 'upload.size',
      value: { maxBytes: 5 * 1024 * 1024 },
    });
    const huge = await upload(withMagic([0xff, 0xd8, 0xff], 6 * 1024 * 1024));
    expect([huge.status, huge.json.errorCode]).toEqual([413, 'request.too.large']);
    // Other calls keep their small limit.
    expect((await gw.call('POST', '/wps/relay/PAY_createDeposit', { token, rawBody: 'x'.repeat(70_000) })).status).toBe(413);
  });

  it('take only a multipart body from a member', async () => {
    expect((await gw.call('POST', '/wps/upload/image', { token, body: { file: 'aGVsbG8=' } })).json.errorCode).toBe('request.malformed');
    expect((await upload(PNG, 'proof.png', '')).status).toBe(401);
  });
});

describe('withdrawal receipts', () => {
  const receipt = (body: Record<string, unknown>, t = token) => gw.call('POST', '/wps/relay/PAY_withdrawReceipt', { token: t, body });
  const paidOut = async (requestId: string, amount: number) => {
    const order = (
      await gw.call('POST', '/wps/relay/PAY_withdraw', {
        token,
        body: { requestId, accountId, amount, paymentPassword: '135790' },
        encrypt: true,
      })
    ).json.value;
    expect(order.receipt).toBeUndefined();
    settleWithdrawal(gw.gw.db, gw.gw.tenants.get('luzon')!, order.orderId, { approve: true }, gw.gw.clock());
    return order.orderId as number;
  };

  it('record a part that only grows, nothing with proof, then all of it; then close', async () => {
    const orderId = await paidOut('receipt-0001', 300);
    const orders = (await gw.call('GET', '/wps/relay/PAY_withdrawalOrders', { token })).json.value.list;
    expect(orders[0]).toMatchObject({
      orderId,
      receipt: 'AWAITING',
      received: 0,
      remaining: 300,
      receiptDueAt: gw.gw.clock() + 1440 * 60_000,
    });
    expect((await receipt({ orderId, outcome: 'PARTIAL', received: 120 })).json.value).toMatchObject({
      receipt: 'PARTIAL',
      received: 120,
      remaining: 180,
    });
    for (const received of [100, 120, 300, 120.001])
      expect((await receipt({ orderId, outcome: 'PARTIAL', received })).json.errorCode).toBe('receipt.amount.invalid');
    expect((await receipt({ orderId, outcome: 'NOT_RECEIVED' })).json.errorCode).toBe('receipt.proof.required');
    const other = await gw.login('down01', DEMO.luzon, 'luzon');
    const foreign = (await upload(PNG, 'proof.png', other)).json.value.uploadId;
    expect((await receipt({ orderId, outcome: 'NOT_RECEIVED', proofIds: [foreign] })).json.errorCode).toBe('upload.unknown');
    const mine = (await upload(PNG)).json.value.uploadId;
    expect((await receipt({ orderId, outcome: 'NOT_RECEIVED', proofIds: [mine] })).json.value).toMatchObject({
      receipt: 'NOT_RECEIVED',
      received: 120,
      remaining: 180,
    });
    expect((await receipt({ orderId, outcome: 'FULL' })).json.value).toMatchObject({ receipt: 'RECEIVED', received: 300, remaining: 0 });
    expect((await receipt({ orderId, outcome: 'PARTIAL', received: 150 })).json.errorCode).toBe('receipt.closed');
    // Not someone else's, and not one that is not paid out.
    expect((await receipt({ orderId, outcome: 'FULL' }, other)).json.errorCode).toBe('withdrawal.unknown');
  });

  it('close as received (FORCED) when nobody confirmed in time, but leave one reported as not received', async () => {
    const [silent, disputed] = [await paidOut('receipt-0002', 200), await paidOut('receipt-0003', 250)];
    const proof = (await upload(PNG)).json.value.uploadId;
    await receipt({ orderId: disputed, outcome: 'NOT_RECEIVED', proofIds: [proof] });
    gw.clock.advance(1440 * 60_000 - 1);
    expect(forceDueReceipts(gw.gw.db, gw.gw.clock())).toBe(0);
    gw.clock.advance(1);
    expect(forceDueReceipts(gw.gw.db, gw.gw.clock())).toBe(1);
    token = await gw.login('demo01', DEMO.luzon, 'luzon');
    const byId = new Map(
      (await gw.call('GET', '/wps/relay/PAY_withdrawalOrders', { token })).json.value.list.map((o: { orderId: number }) => [o.orderId, o]),
    );
    expect(byId.get(silent)).toMatchObject({ receipt: 'FORCED', remaining: 0 });
    expect(byId.get(disputed)).toMatchObject({ receipt: 'NOT_RECEIVED' });
    expect((await receipt({ orderId: silent, outcome: 'NOT_RECEIVED', proofIds: [proof] })).json.errorCode).toBe('receipt.closed');
  });

  it('keep the uploads a receipt used, and prune the others after a day', () => {
    const count = (sql: string) => (gw.gw.db.prepare(sql).get() as { n: number }).n;
    const unused = count('SELECT COUNT(*) AS n FROM uploads WHERE used = 0');
    expect(unused).toBeGreaterThan(0);
    gw.clock.advance(24 * 3_600_000 + 1);
    expect(prune(gw.gw.db, gw.gw.clock())['uploads']).toBe(unused);
    expect(count('SELECT COUNT(*) AS n FROM uploads')).toBe(count('SELECT COUNT(DISTINCT upload_id) AS n FROM receipt_proofs'));
  });
});
