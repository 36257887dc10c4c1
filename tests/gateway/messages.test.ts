// The member's message box (list newest first with read flags, read one, delete one or many, mark
// all read; never another member's) and feedback (word bounds, up to 3 own png/jpg uploads, the
// operator's replies, which also leave a message), and the operator's CLI for both.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../gateway/images/png.ts';
import { findByUsername } from '../../gateway/store/members.ts';
import { notify, sendMessage } from '../../gateway/store/messages.ts';
import { type Client, DEMO, scratchDatabase, demoGateway } from './harness.ts';

let gw: Client;
let token: string;
let other: string;
let memberId: number;
beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon'));
  other = await gw.login('down01', DEMO.luzon, 'luzon');
  memberId = findByUsername(gw.gw.db, 'luzon', 'demo01')!.id;
});

const list = (query: Record<string, number> = {}, t = token) => gw.call('GET', '/wps/relay/CSP_messageList', { token: t, query });
const read = (id: number, t = token) => gw.call('POST', '/wps/relay/CSP_readMessage', { token: t, body: { id } });
const remove = (ids: number[], t = token) => gw.call('POST', '/wps/relay/CSP_deleteMessages', { token: t, body: { ids } });
const unread = async (t = token) => (await gw.call('GET', '/wps/relay/CSP_unreadCount', { token: t })).json.value.count as number;
const trialToken = () => gw.trialLogin();

describe('the message box', () => {
  it('lists newest first with read flags and pages, reads one, marks all read', async () => {
    const start = await unread();
    for (let i = 1; i <= 12; i++) {
      gw.clock.advance(1000);
      sendMessage(gw.gw.db, [memberId], { title: `Note ${i}`, body: `Body ${i}` }, gw.gw.clock());
    }
    gw.clock.advance(1000);
    notify(gw.gw.db, {
      memberId,
      kind: 'deposit.credited',
      params: { reference: 'D-1', amount: '₱ 500.00', credit: '₱ 500.00' },
      title: 'Deposit credited',
      body: 'Your deposit D-1 ...',
      now: gw.gw.clock(),
    });
    const first = (await list({ pageSize: 10 })).json.value;
    expect(first).toMatchObject({ totalCount: start + 13, totalPages: Math.ceil((start + 13) / 10), unread: start + 13 });
    expect(first.list[0]).toMatchObject({ kind: 'deposit.credited', params: { reference: 'D-1' }, read: false });
    expect(first.list.slice(1, 4).map((m: { title: string }) => m.title)).toEqual(['Note 12', 'Note 11', 'Note 10']);
    expect(first.list[1].kind).toBeUndefined();
    const second = (await list({ pageNo: 2, pageSize: 10 })).json.value;
    expect(second.list[0].title).toBe('Note 3');

    const opened = (await read(first.list[1].id)).json.value;
    expect(opened).toMatchObject({ message: { title: 'Note 12', body: 'Body 12', read: true }, unread: start + 12 });
    expect((await read(first.list[1].id)).json.value.unread).toBe(start + 12);
    expect(await unread()).toBe(start + 12);
    expect((await list({ pageSize: 2 })).json.value.list[1].read).toBe(true);

    const all = (await gw.call('POST', '/wps/relay/CSP_readAllMessages', { token, body: {} })).json.value;
    expect(all).toEqual({ marked: start + 12, unread: 0 });
    expect(await unread()).toBe(0);
  });

  it('deletes one or many, all or none', async () => {
    const before = (await list({ pageSize: 50 })).json.value;
    const [a, b, c] = before.list.map((m: { id: number }) => m.id);
    sendMessage(gw.gw.db, [memberId], { title: 'Fresh', body: 'unread' }, gw.gw.clock() + 1);
    const fresh = (await list({ pageSize: 1 })).json.value.list[0].id;
    expect((await remove([fresh])).json.value).toEqual({ deleted: 1, unread: 0 });
    expect((await remove([a, b])).json.value.deleted).toBe(2);
    expect((await remove([c, 999_999])).json.errorCode).toBe('message.unknown');
    expect((await list({ pageSize: 50 })).json.value.list.map((m: { id: number }) => m.id)).toContain(c);
    expect((await list()).json.value.totalCount).toBe(before.totalCount - 2);
    expect((await remove([])).json.errorCode).toBe('request.invalid');
  });

  it("never shows, reads or deletes another member's message", async () => {
    const mine = (await list()).json.value.list[0].id;
    expect((await list({}, other)).json.value.list.map((m: { id: number }) => m.id)).not.toContain(mine);
    expect((await read(mine, other)).json.errorCode).toBe('message.unknown');
    expect((await remove([mine], other)).json.errorCode).toBe('message.unknown');
    expect((await read(mine)).json.success).toBe(true);
  });

  it('keeps trial accounts and visitors out', async () => {
    const trial = await trialToken();
    expect((await list({}, trial)).json.errorCode).toBe('in_need_true_account');
    expect((await read(1, trial)).json.errorCode).toBe('in_need_true_account');
    expect((await gw.call('GET', '/wps/relay/CSP_unreadCount', { token: trial })).json.errorCode).toBe('in_need_true_account');
    expect((await gw.call('GET', '/wps/relay/CSP_messageList', {})).status).toBe(401);
    expect((await gw.call('GET', '/wps/feedback/list', { token: trial })).json.errorCode).toBe('in_need_true_account');
  });
});

const PNG = new Uint8Array(encodePng(2, 2, new Uint8Array(16).fill(90), 4)) as Uint8Array<ArrayBuffer>;
const upload = async (bytes: Uint8Array<ArrayBuffer>, t = token) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'shot.png');
  return gw.call('POST', '/wps/upload/image', { token: t, form });
};
const uploadCount = () => (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM uploads').get() as { n: number }).n;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const feedback = (body: object, t = token) => gw.call('PUT', '/wps/feedback', { token: t, body });

describe('feedback', () => {
  it('is stored with its images, within the word bounds (5 to 300 by default)', async () => {
    const ids = [(await upload(PNG)).json.value.uploadId, (await upload(PNG)).json.value.uploadId];
    const sent = await feedback({ type: 'DEPOSIT', content: `  ${words(5)}  `, imageIds: ids });
    expect(sent.json.value).toMatchObject({ type: 'DEPOSIT', content: words(5), images: 2, replies: [] });
    const used = gw.gw.db.prepare(`SELECT COUNT(*) AS n FROM uploads WHERE used = 1 AND id IN (${ids.join(',')})`).get() as { n: number };
    expect(used.n).toBe(2);
    expect((await feedback({ type: 'OTHER', content: words(300) })).json.success).toBe(true);
  });

  it('refuses too few or too many words, a wrong type, too many images and uploads not the member’s', async () => {
    const before = (await gw.call('GET', '/wps/feedback/list', { token })).json.value.totalCount;
    expect((await feedback({ type: 'GAME', content: words(4) })).json).toMatchObject({
      errorCode: 'feedback.words',
      value: { min: 5, max: 300, words: 4 },
    });
    expect((await feedback({ type: 'GAME', content: words(301) })).json.errorCode).toBe('feedback.words');
    expect((await feedback({ type: 'COMPLAINT', content: words(10) })).json.errorCode).toBe('request.invalid');
    expect((await feedback({ type: 'GAME', content: words(10), imageIds: [1, 2, 3, 4] })).json.errorCode).toBe('request.invalid');
    const theirs = (await upload(PNG, other)).json.value.uploadId;
    expect((await feedback({ type: 'GAME', content: words(10), imageIds: [theirs] })).json.errorCode).toBe('upload.unknown');
    expect((await gw.call('GET', '/wps/feedback/list', { token })).json.value.totalCount).toBe(before);
  });

  it('never stores a rejected image: wrong type or over 5 MB', async () => {
    const before = uploadCount();
    const gif = new Uint8Array(100) as Uint8Array<ArrayBuffer>;
    gif.set([0x47, 0x49, 0x46, 0x38]);
    expect((await upload(gif)).json.errorCode).toBe('upload.type');
    const big = new Uint8Array(5 * 1024 * 1024 + 1) as Uint8Array<ArrayBuffer>;
    big.set([0xff, 0xd8, 0xff]);
    expect((await upload(big)).json.errorCode).toBe('upload.size');
    expect(uploadCount()).toBe(before);
  });
});

describe('the operator CLI', () => {
  const { db, cli } = scratchDatabase('gateway-messages-');

  it('sends messages, lists feedback and replies to it (the member sees the reply and gets a message)', async () => {
    const { gw: file, token: member } = await demoGateway('emerald', db);
    const at = { merchant: 'emerald', token: member };
    const sent = await file.call('PUT', '/wps/feedback', { ...at, body: { type: 'WITHDRAWAL', content: 'my withdrawal is late again' } });
    const id = sent.json.value.id as number;
    file.gw.db.close();

    expect(await cli('message', 'send', 'demo01', '--merchant', 'emerald', '--title', 'Hello', '--body', 'Welcome back')).toEqual({
      code: 0,
      out: 'emerald: sent to 1 member\n',
    });
    const all = await cli('message', 'send', '--all', '--merchant', 'emerald', '--title', 'Maintenance', '--body', 'Tonight 2-3 AM');
    expect(all.out).toMatch(/^emerald: sent to \d+ members\n$/);
    expect((await cli('message', 'send', '--merchant', 'emerald', '--title', 'x', '--body', 'y')).out).toContain(
      'give one username or --all',
    );
    expect((await cli('message', 'send', 'nobody', '--merchant', 'emerald', '--title', 'x', '--body', 'y')).out).toContain(
      'no account nobody',
    );
    expect((await cli('message', 'send', 'demo01', '--merchant', 'emerald', '--title', 'x')).out).toContain('needs --title');

    expect((await cli('feedback', 'list', '--merchant', 'emerald')).out).toMatch(
      new RegExp(`^ +${id}  \\S+  emerald  demo01  WITHDRAWAL  0 image\\(s\\)  0 replies\\n +my withdrawal is late again\\n$`),
    );
    expect((await cli('feedback', 'reply', String(id))).out).toContain('needs --text');
    expect((await cli('feedback', 'reply', '999999', '--text', 'hi')).out).toContain('no feedback 999999');
    expect((await cli('feedback', 'reply', String(id), '--text', 'It was paid out this morning.')).out).toBe(
      `feedback ${id}: replied to demo01 (emerald)\n`,
    );
    expect((await cli('feedback', 'list')).out).toContain('1 reply');

    const { gw: again, token: token2 } = await demoGateway('emerald', db);
    const mine = (await again.call('GET', '/wps/feedback/list', { merchant: 'emerald', token: token2 })).json.value;
    expect(mine.list[0].replies).toEqual([{ text: 'It was paid out this morning.', createdAt: expect.any(Number) }]);
    const box = (await again.call('GET', '/wps/relay/CSP_messageList', { merchant: 'emerald', token: token2 })).json.value;
    expect(box.list.slice(0, 3).map((m: { title: string; kind?: string }) => [m.title, m.kind])).toEqual([
      ['Reply to your feedback', 'feedback.replied'],
      ['Maintenance', undefined],
      ['Hello', undefined],
    ]);
    expect(box.list[0].params).toMatchObject({ feedbackId: id, type: 'WITHDRAWAL', reply: 'It was paid out this morning.' });
    again.gw.db.close();
  });
});
