// The SMS doors' throttles across processes: two gateway servers (gateway/cli.ts serve) over one
// database file, asked for codes at once. Each decision (the slider rule, the per-number lock and
// 60 s gap, the hourly caps) and the send it allows are one BEGIN IMMEDIATE transaction, so the
// second process decides on what the first wrote. The test holds the file's write lock while both
// requests arrive (whileWriteLocked), so the two decide at the same moment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/constants.ts';
import { call, type Envelope, type Gateway, killAll, startGateway, whileWriteLocked } from './servers.ts';

const dir = mkdtempSync(join(tmpdir(), 'sms-processes-'));
const dbPath = join(dir, 'gateway.sqlite');
let gateways: Gateway[];

beforeAll(async () => {
  const first = await startGateway(dbPath, true);
  gateways = [first, await startGateway(dbPath)];
}, 180_000);

afterAll(() => {
  killAll();
  rmSync(dir, { recursive: true, force: true });
});

/** Asks each gateway at once for a code (sms/noLogin, the same client), as they decide at the same moment; their answers. */
const atOnce = (numbers: [string, string]): Promise<Envelope[]> =>
  whileWriteLocked(dbPath, () =>
    Promise.all(numbers.map((mobileNum, i) => call(gateways[i]!, '/wps/verification/sms/noLogin', { mobileNum }))),
  );

/** The sends recorded for a number, as the file holds them. */
function sendsTo(number: string): number {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM sms_sends WHERE number = ?').get(number) as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('SMS throttles across two gateway processes', () => {
  it('send one code per number per 60 s when both are asked at once', async () => {
    const answers = await atOnce(['9180000001', '9180000001']);
    expect(answers.map((a) => a.errorCode ?? 'sent').sort()).toEqual(['sent', 'sms.too.frequent']);
    expect(sendsTo('9180000001')).toBe(1);
  }, 60_000);

  it("ask the slider for the client's third number when two new numbers are asked at once", async () => {
    // The client has asked for one number (above): one more is free, the next needs a solved slider.
    expect(LIMITS.smsNumbersPerClientWithoutSlider).toBe(2);
    const answers = await atOnce(['9180000002', '9180000003']);
    expect(answers.map((a) => a.errorCode ?? 'sent').sort()).toEqual(['captcha.slider.required', 'sent']);
    expect(sendsTo('9180000002') + sendsTo('9180000003')).toBe(1);
  }, 60_000);
});
