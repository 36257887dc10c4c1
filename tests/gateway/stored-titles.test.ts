// The one model for texts the gateway stores (gateway/store/localized-text.ts): a bonus title,
// a raffle's or a message reads in the language of the page that reads it, whatever page wrote
// it; an operator's words read as written; rows stored before the model (migration 027) too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit, settleDeposit } from '../../gateway/store/deposits.ts';
import { grantBonus } from '../../gateway/store/bonuses.ts';
import { readText, storedText } from '../../gateway/store/localized-text.ts';
import { findByUsername } from '../../gateway/store/members.ts';
import { sendMessage } from '../../gateway/store/messages.ts';
import { addPromotion } from '../../gateway/store/promotion-admin.ts';
import { gatewayTitle } from '../../gateway/stored-titles.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

const DAY = 86_400_000;
let gw: Client;
const dir = mkdtempSync(join(tmpdir(), 'stored-titles-'));
beforeAll(async () => {
  gw = await makeGateway();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bonusTitles = async (client: Client, token: string, language: string) =>
  (
    await client.call('GET', '/wps/member/bonus/details', {
      token,
      headers: { Language: language },
      query: { startTime: client.gw.clock() - 2 * DAY, endTime: client.gw.clock() + 60_000 },
    })
  ).json.value.list.map((b: { title: string }) => b.title) as string[];
const messageTitles = async (client: Client, token: string, language: string) =>
  (
    await client.call('GET', '/wps/relay/CSP_messageList', { token, headers: { Language: language }, query: { pageSize: 50 } })
  ).json.value.list.map((m: { title: string }) => m.title) as string[];

/** A luzon promotion that issues 50% of a deposit, titled in English and Filipino, open now; its id. */
function promotion(): number {
  const now = gw.gw.clock();
  return addPromotion(
    gw.gw.db,
    gw.gw.tenants.get('luzon')!,
    {
      titles: { EN: 'Welcome deposit bonus 50%', TY: 'Welcome bonus sa deposito 50%' },
      rules: { EN: '<p>50% of a deposit.</p>' },
      banner: null,
      startsAt: now - DAY,
      endsAt: now + 10 * DAY,
      audience: 'ALL',
      kind: 'AUTO',
      minDeposit: 100_00,
      bonusKind: 'PERCENT',
      bonusValue: 50,
      bonusCap: 300_00,
      turnoverMultiple: 1,
      sort: 0,
    },
    now,
  );
}

describe('stored titles', () => {
  it('read a text in the reader’s language, else English, else the default, else as written', () => {
    const stored = storedText({ EN: 'Red envelope', TY: 'Pulang sobre' });
    expect(readText(stored, 'TY', 'TY')).toBe('Pulang sobre');
    expect(readText(stored, 'VI', 'TY')).toBe('Red envelope');
    expect(readText(storedText({ TY: 'Para sa lahat' }), 'EN', 'TY')).toBe('Para sa lahat');
    expect(readText(storedText('Goodwill'), 'VI', 'TY')).toBe('Goodwill');
    expect(() => storedText({ EN: '' })).toThrow(/at least one language/);
    expect(gatewayTitle('bonus.vip', { label: 'Gold' })).toMatchObject({
      EN: 'VIP Gold upgrade bonus',
      TY: 'Bonus sa pag-akyat sa VIP Gold',
    });
  });

  it('a bonus claimed on the Filipino page reads in English on the English page', async () => {
    const id = promotion();
    const { id: memberId, token } = await gw.fundedMember(0);
    const tenant = gw.gw.tenants.get('luzon')!;
    const now = gw.gw.clock();
    await gw.call('POST', '/wps/relay/MCSFE_joinPromotion', { token, headers: { Language: 'TY' }, body: { promotionId: id } });
    const order = createDeposit(gw.gw.db, tenant, { memberId, requestId: `dep-${memberId}`, channelId: 'gcash', amount: 200, now });
    settleDeposit(gw.gw.db, tenant, order.id, { credit: true }, now);
    const claimed = await gw.call('POST', '/wps/relay/MCSFE_claimPromotion', {
      token,
      headers: { Language: 'TY' },
      body: { requestId: 'claim-ty', promotionId: id },
    });
    expect(claimed.json.success).toBe(true);
    expect(await bonusTitles(gw, token, 'EN')).toEqual(['Welcome deposit bonus 50%']);
    expect(await bonusTitles(gw, token, 'TY')).toEqual(['Welcome bonus sa deposito 50%']);
    // A language the promotion lacks falls back to English, not to the page that claimed it.
    expect(await bonusTitles(gw, token, 'VI')).toEqual(['Welcome deposit bonus 50%']);
  });

  it('the gateway’s own titles read in every language; an operator’s as written', async () => {
    const { id: memberId, token } = await gw.fundedMember(0);
    const grant = (title: Parameters<typeof grantBonus>[1]['title'], requestId: string) =>
      grantBonus(
        gw.gw.db,
        {
          merchant: 'luzon',
          memberId,
          amount: 10_00,
          turnoverMultiple: 0,
          source: 'operator',
          title,
          requester: 'operator',
          requestId,
          fingerprint: requestId,
          now: gw.gw.clock(),
        },
        () => null,
      );
    grant(gatewayTitle('bonus.vip', { label: 'Silver' }), 'vip-like');
    gw.clock.advance(1000);
    grant('Goodwill', 'operator');
    expect(await bonusTitles(gw, token, 'EN')).toEqual(['Goodwill', 'VIP Silver upgrade bonus']);
    expect(await bonusTitles(gw, token, 'TY')).toEqual(['Goodwill', 'Bonus sa pag-akyat sa VIP Silver']);
  });

  it('the demo messages on luzon (Filipino by default) read in English on the English page', async () => {
    const token = await gw.login('demo01', DEMO.luzon, 'luzon');
    const [en, ty] = [await messageTitles(gw, token, 'EN'), await messageTitles(gw, token, 'TY')];
    expect(en).toContain('Welcome to Luzon Play');
    expect(ty).toContain('Maligayang pagdating sa Luzon Play');
    const memberId = findByUsername(gw.gw.db, 'luzon', 'demo01')!.id;
    sendMessage(gw.gw.db, [memberId], { title: 'Maintenance tonight', body: '2-3 AM' }, gw.gw.clock() + 1);
    expect((await messageTitles(gw, token, 'TY'))[0]).toBe('Maintenance tonight');
  });

  it('rows stored in one language before the model read in the reader’s language after migration 027', async () => {
    const { id: memberId } = await gw.fundedMember(0);
    const demo01 = findByUsername(gw.gw.db, 'luzon', 'demo01')!.id;
    const db = gw.gw.db;
    // The old way: the VIP title in English, the demo messages in luzon's default language, as plain text.
    grantBonus(
      db,
      {
        merchant: 'luzon',
        memberId,
        amount: 5_00,
        turnoverMultiple: 0,
        source: 'vip',
        title: 'x',
        requester: 'system',
        requestId: 'old-vip',
        fingerprint: 'old-vip',
        now: gw.gw.clock(),
      },
      () => null,
    );
    db.prepare("UPDATE bonuses SET title = 'VIP Gold upgrade bonus' WHERE member_id = ?").run(memberId);
    db.prepare(
      "UPDATE messages SET title = json_extract(title, '$.TY'), body = json_extract(body, '$.TY') WHERE member_id = ? AND json_extract(title, '$.TY') IS NOT NULL",
    ).run(demo01);
    db.prepare("UPDATE messages SET title = json_extract(title, '$.EN'), body = json_extract(body, '$.EN') WHERE kind IS NOT NULL").run();
    db.prepare("DELETE FROM meta WHERE key LIKE 'seed.messages.languages.%'").run();
    // Back to before 027: what later migrations made goes too, as in a database of that time.
    db.exec('DROP TABLE protection_journal; DROP TABLE protection_settings; DROP TABLE protection_limits; DROP TABLE exclusion_register');
    db.exec('ALTER TABLE sessions DROP COLUMN expires_at; DROP TABLE told_challenges');
    db.exec('ALTER TABLE members DROP COLUMN credential_version; ALTER TABLE remembered_logins DROP COLUMN credential_version');
    db.exec('DROP TABLE agent_flags_off');
    db.exec('PRAGMA user_version = 26');
    const path = join(dir, 'old.sqlite');
    writeFileSync(path, db.serialize());

    const reopened = await makeGateway(path);
    try {
      const token = await reopened.login('demo01', DEMO.luzon, 'luzon');
      expect(await messageTitles(reopened, token, 'EN')).toContain('Welcome to Luzon Play');
      expect(await messageTitles(reopened, token, 'TY')).toContain('Maligayang pagdating sa Luzon Play');
      const stored = reopened.gw.db.prepare('SELECT title FROM bonuses WHERE member_id = ?').get(memberId) as { title: string };
      expect(readText(stored.title, 'TY', 'TY')).toBe('Bonus sa pag-akyat sa VIP Gold');
      expect(readText(stored.title, 'EN', 'TY')).toBe('VIP Gold upgrade bonus');
    } finally {
      reopened.gw.db.close();
    }
  });
});
