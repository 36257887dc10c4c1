// The slider captcha: its challenge, its single use and tolerance, and the doors that ask for it
// (SMS codes for a client's third number in an hour, and logins after failures).
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/constants.ts';
import { SLIDER } from '../../gateway/images/slider.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const PNG = '89504e470d0a1a0a';
let numbers = 9_310_000_000;
/** A code for a number not asked for before, from one client. */
const sendCode = (ip: string, sliderData?: unknown, number = String(numbers++)) =>
  gw.call('POST', '/wps/verification/sms/noLogin', {
    ip,
    body: { mobileNum: number, ...(sliderData === undefined ? {} : { sliderData }) },
  });
const sent = (number: string) => (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM sms_sends WHERE number = ?').get(number) as { n: number }).n;

/** A client that has used up its numbers without a slider. */
async function busyClient(ip: string): Promise<void> {
  for (let i = 0; i < LIMITS.smsNumbersPerClientWithoutSlider; i++) expect((await sendCode(ip)).json.success).toBe(true);
}

describe('the slider challenge', () => {
  it('is two PNGs and the gap row; the gap offset stays in the store, away from the start', async () => {
    const answer = await gw.call('GET', '/wps/captcha/slider', { ip: '10.40.0.1' });
    const value = answer.json.value;
    expect(value).toMatchObject({ width: SLIDER.width, height: SLIDER.height, pieceSize: SLIDER.piece });
    for (const image of [value.background, value.piece]) expect(Buffer.from(image, 'base64').subarray(0, 8).toString('hex')).toBe(PNG);
    expect(JSON.stringify(value)).not.toContain('"x"');
    const x = Number(gw.captchaAnswer('slider:10.40.0.1'));
    expect(x).toBeGreaterThan(SLIDER.piece);
    expect(x).toBeLessThanOrEqual(SLIDER.width - SLIDER.piece);
  });

  it('told, also says where the gap is, for a visitor who cannot see the picture; the answer is used once as any other', async () => {
    const ip = '10.40.0.3';
    const told = (await gw.call('GET', '/wps/captcha/slider?told=1', { ip })).json.value;
    expect(told).toMatchObject({ width: SLIDER.width, pieceSize: SLIDER.piece });
    expect(String(told.gapX)).toBe(gw.captchaAnswer(`slider:${ip}`));
    expect(told.gapX).toBeGreaterThan(SLIDER.piece);
    expect((await gw.call('GET', '/wps/captcha/slider', { ip })).json.value).not.toHaveProperty('gapX');
    // Anything but 1 is refused with the request's error, and the challenge the client holds stays.
    const held = gw.captchaAnswer(`slider:${ip}`);
    for (const bad of ['2', 'yes', '1.5'])
      expect((await gw.call('GET', `/wps/captcha/slider?told=${bad}`, { ip })).json).toMatchObject({
        success: false,
        errorCode: 'request.invalid',
      });
    expect(gw.captchaAnswer(`slider:${ip}`)).toBe(held);
  });

  it('does not void the image captcha the client holds, nor the other way round', async () => {
    await gw.call('GET', '/wps/captcha', { ip: '10.40.0.2' });
    const image = gw.captchaAnswer('10.40.0.2');
    const slider = await gw.sliderAnswer('10.40.0.2');
    expect(gw.captchaAnswer('10.40.0.2')).toBe(image);
    expect(gw.captchaAnswer('slider:10.40.0.2')).toBe(slider);
  });
});

describe('SMS codes and the slider', () => {
  it('asks nothing for a client’s first numbers or for a code sent again, then refuses a new number without it', async () => {
    const ip = '10.41.0.1';
    const first = String(numbers++);
    expect((await sendCode(ip, undefined, first)).json.success).toBe(true);
    expect((await sendCode(ip)).json.success).toBe(true);
    gw.clock.advance(LIMITS.smsIntervalMs);
    expect((await sendCode(ip, undefined, first)).json.success).toBe(true);
    const number = String(numbers++);
    expect((await sendCode(ip, undefined, number)).json).toMatchObject({
      success: false,
      errorCode: 'captcha.slider.required',
      value: { slider: true },
    });
    expect(sent(number)).toBe(0);
    // Another client is not held back by this one.
    expect((await sendCode('10.41.0.2')).json.success).toBe(true);
  });

  it('takes a right answer once: a replay, a wrong offset and a malformed answer fail and send nothing', async () => {
    const ip = '10.42.0.1';
    await busyClient(ip);
    const answer = await gw.sliderAnswer(ip);
    expect((await sendCode(ip, answer)).json.success).toBe(true);
    const replayed = String(numbers);
    expect((await sendCode(ip, answer)).json).toMatchObject({ success: false, errorCode: 'captcha.slider.invalid' });
    expect(sent(replayed)).toBe(0);
    const off = Number(await gw.sliderAnswer(ip)) + LIMITS.sliderTolerancePx + 1;
    expect((await sendCode(ip, String(off))).json.errorCode).toBe('captcha.slider.invalid');
    // The wrong answer used the challenge up: the right one no longer works.
    const next = await gw.sliderAnswer(ip);
    expect((await sendCode(ip, `${next}px`)).json.errorCode).toBe('captcha.slider.invalid');
    expect((await sendCode(ip, next)).json.errorCode).toBe('captcha.slider.invalid');
    expect((await sendCode(ip, { x: 1 })).json.errorCode).toBe('captcha.slider.required');
  });

  it('passes an answer within the tolerance', async () => {
    const ip = '10.43.0.1';
    await busyClient(ip);
    const near = Number(await gw.sliderAnswer(ip)) - LIMITS.sliderTolerancePx;
    expect((await sendCode(ip, String(near))).json.success).toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const ip = '10.44.0.1';
    await busyClient(ip);
    const answer = await gw.sliderAnswer(ip);
    gw.clock.advance(LIMITS.sliderTtlMs + 1);
    expect((await sendCode(ip, answer)).json.errorCode).toBe('captcha.slider.invalid');
  });

  it('lets only one of answers sent at once to one challenge through', async () => {
    const ip = '10.45.0.1';
    await busyClient(ip);
    const answer = await gw.sliderAnswer(ip);
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendCode(ip, answer)));
    const outcomes = answers.map((a) => (a.json.success ? 'ok' : a.json.errorCode));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'captcha.slider.invalid')).toHaveLength(7);
  });

  it('guards registration codes alike', async () => {
    const ip = '10.46.0.1';
    const register = (mobileNo: string, sliderData?: string) =>
      gw.call('POST', '/wps/verification/sms/register', {
        merchant: 'saigon',
        ip,
        body: { mobileNo, regType: 'MOBILE', ...(sliderData ? { sliderData } : {}) },
      });
    expect((await register('931000001')).json.success).toBe(true);
    expect((await register('931000002')).json.success).toBe(true);
    expect((await register('931000003')).json.errorCode).toBe('captcha.slider.required');
    expect((await register('931000003', await gw.sliderAnswer(ip, 'saigon'))).json.success).toBe(true);
  });
});

describe('login and the slider', () => {
  const login = (ip: string, password: string, extra: Record<string, unknown> = {}) =>
    gw.call('POST', '/wps/session/login', { ip, encrypt: true, body: { username: 'demo01', password, type: 'username', ...extra } });

  it('after failures takes a solved slider instead of the image text, once', async () => {
    const ip = '10.47.0.1';
    for (let i = 0; i < LIMITS.captchaAfterFailures; i++) await login(ip, 'wrong-one');
    expect((await login(ip, DEMO.luzon)).json).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    const answer = await gw.sliderAnswer(ip);
    expect((await login(ip, DEMO.luzon, { sliderData: String(Number(answer) + 20) })).json.errorCode).toBe('captcha.invalid');
    expect((await login(ip, DEMO.luzon, { sliderData: answer })).json.errorCode).toBe('captcha.invalid');
    const next = await gw.sliderAnswer(ip);
    const answers = await Promise.all([login(ip, DEMO.luzon, { sliderData: next }), login(ip, DEMO.luzon, { sliderData: next })]);
    expect(answers.map((a) => a.json.success).sort()).toEqual([false, true]);
  });

  it('takes the told position of a told challenge, and a told challenge is still used once', async () => {
    const ip = '10.47.0.2';
    for (let i = 0; i < LIMITS.captchaAfterFailures; i++) await login(ip, 'wrong-one');
    const { gapX } = (await gw.call('GET', '/wps/captcha/slider?told=1', { ip })).json.value;
    expect((await login(ip, DEMO.luzon, { sliderData: String(gapX) })).json.success).toBe(true);
    expect((await login(ip, DEMO.luzon, { sliderData: String(gapX) })).json.errorCode).toBe('captcha.invalid');
  });
});
