import { beforeAll, describe, expect, it } from 'vitest';
import { callSchemas } from '../../contract/validate.ts';
import { grantBonus } from '../../gateway/store/bonuses.ts';
import { placeBet, playableGames } from '../../gateway/store/bets.ts';
import { creditDueDeposits } from '../../gateway/store/deposits.ts';
import { settleWithdrawal } from '../../gateway/store/withdrawals.ts';
import { settleContracts } from '../../gateway/store/contract-settlement.ts';
import { drawRaffle, openRaffle } from '../../gateway/store/raffles.ts';
import { decideApplication } from '../../gateway/store/promotion-admin.ts';
import { type Client, DEMO, expectContract, launchQuery, SOCIAL_REDIRECT, type Answer, demoGateway } from './harness.ts';

// Every call of schemas/gateway/, made the way a site makes it; each answer must match its schema.
let gw: Client;
let token: string;
let saigonToken: string;
const exercised = new Set<string>();

beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon'));
  saigonToken = await gw.login('demo01', DEMO.saigon, 'saigon');
});

async function check(call: string, answer: Promise<Answer>): Promise<Answer> {
  const a = await answer;
  expect(a.json.success, `${call}: ${JSON.stringify(a.json).slice(0, 300)}`).toBe(true);
  expectContract(call, a.json);
  exercised.add(call);
  return a;
}

describe('contract: every call answers in its schema', () => {
  it('session, captcha and SMS calls', async () => {
    await check('session-rsa-key', gw.call('GET', '/wps/session/key/rsa'));
    await check('captcha', gw.call('GET', '/wps/captcha', { query: { t: 1 } }));
    await check('captcha-slider', gw.call('GET', '/wps/captcha/slider', { query: { t: 1 } }));
    const remembered = await check(
      'session-login',
      gw.call('POST', '/wps/session/login', {
        body: { username: 'down01', password: DEMO.luzon, type: 'username', loginDeviceId: 'd-1', rememberMe: true },
        encrypt: true,
      }),
    );
    const cookie =
      remembered.headers
        .getSetCookie()
        .find((c) => c.startsWith('remember='))
        ?.split(';')[0] ?? '';
    await check('session-resume', gw.call('POST', '/wps/session/resume', { body: {}, headers: { Cookie: cookie } }));
    await check(
      'session-login-freeplay',
      gw.call('POST', '/wps/session/login/freeplay', {
        body: { os: 'Linux', platform: 'W' },
        encrypt: false,
        headers: { 'X-Gateway-Version': '3', Encryption: await header() },
      }),
    );
    await check(
      'verification-sms-no-login',
      gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '9000000001', countryDialingCode: '63' } }),
    );
    await check(
      'verification-sms-register',
      gw.call('POST', '/wps/verification/sms/register', {
        merchant: 'saigon',
        body: { mobileNo: '9111111111', countryDialingCode: '84', regType: 'MOBILE' },
      }),
    );
    // IP verification: saigon asks for a code on a new IP, then the verification login completes.
    const first = await gw.call('POST', '/wps/session/login', {
      merchant: 'saigon',
      ip: '10.9.9.9',
      body: { username: 'down01', password: DEMO.saigon },
      encrypt: true,
    });
    expect(first.json.errorCode).toBe('login.ip.verification.required');
    expectContract('session-login', first.json);
    const mobile = (
      gw.gw.db.prepare("SELECT mobile FROM members WHERE merchant = 'saigon' AND username = 'down01'").get() as { mobile: string }
    ).mobile;
    await check(
      'session-login-ip-verification',
      gw.call('POST', '/wps/session/login/ipVerification', {
        merchant: 'saigon',
        ip: '10.9.9.9',
        body: { username: 'down01', password: DEMO.saigon, verificationCode: gw.lastCode(mobile) },
        encrypt: true,
      }),
    );
  });

  it('social sign-in calls', async () => {
    const code = (email: string) => gw.socialCode('google', 'luzon', email, 'Ana Cruz');
    const social = (c: string) =>
      gw.call('POST', '/wps/session/login/social', { body: { provider: 'google', code: c, redirectUri: SOCIAL_REDIRECT } });
    const a = await check('session-login-social', social(await code('ana@gmail.example')));
    await check(
      'session-login-social-register',
      gw.call('POST', '/wps/session/login/social/register', { body: { ticket: a.json.value.ticket, ageConfirmed: true } }),
    );
    const b = await check('session-login-social', social(await code('ben@gmail.example')));
    await check(
      'session-login-social-link',
      gw.call('POST', '/wps/session/login/social/link', {
        body: { ticket: b.json.value.ticket, username: 'agent01', password: DEMO.luzon, confirm: true },
        encrypt: true,
      }),
    );
  });

  it('member and system calls', async () => {
    await check('member-info', gw.call('GET', '/wps/member/info', { token }));
    await check('member-icon', gw.call('GET', '/wps/member/info/icon', { token }));
    await check('member-language', gw.call('POST', '/wps/member/language', { token, body: { language: 'EN' } }));
    await check('system-whitelabel', gw.call('GET', '/wps/system/whitelabel'));
    await check('system-register-settings', gw.call('GET', '/wps/system/setting/register'));
    await check('system-status', gw.call('GET', '/wps/system/status'));
    await check('system-domain-route', gw.call('GET', '/wps/system/domainRoute'));
    await check('system-help-center', gw.call('GET', '/wps/system/helpCenter', { query: { lang: 'TY', device: 'WEB' } }));
    await check('chat-launch', gw.call('GET', '/wps/relay/CBS_launchChat', { token, query: { language: 'EN' } }));
    await check('agent-affiliate', gw.call('GET', '/wps/agent/affiliate', { query: { code: 'AGENT01', domain: 'luzonplay.example' } }));
    await check(
      'member-register',
      gw.call('PUT', '/wps/member/register', {
        encrypt: true,
        body: {
          username: 'newbie01',
          password: 'Abc12345',
          confirmPassword: 'Abc12345',
          payeeName: 'Juan Cruz',
          birthday: '1990-05-01',
          email: 'juan@example.com',
          registerMethod: 'WEB',
          login: true,
          loginDeviceId: 'x',
          ageConfirmed: true,
        },
      }),
    );
    await gw.call('POST', '/wps/verification/sms/register', {
      merchant: 'saigon',
      body: { mobileNo: '987654321', countryDialingCode: '84', regType: 'MOBILE' },
    });
    await check(
      'member-register-mobile',
      gw.call('PUT', '/wps/member/register/mobile', {
        merchant: 'saigon',
        encrypt: true,
        body: {
          mobileNum: '987654321',
          password: 'Abc12345',
          confirmPassword: 'Abc12345',
          verificationCode: gw.lastCode('987654321'),
          countryDialingCode: '84',
          ageConfirmed: true,
        },
      }),
    );
    gw.usePhoneAuthProvider('saigon');
    await check(
      'phone-auth-start',
      gw.call('POST', '/wps/phone-auth/start', {
        merchant: 'saigon',
        ip: '10.61.0.1',
        body: { mobileNo: '987654322', countryDialingCode: '84' },
      }),
    );
    await check(
      'phone-auth-confirm',
      gw.call('POST', '/wps/phone-auth/confirm', { merchant: 'saigon', body: { mobileNo: '987654322', code: gw.lastCode('987654322') } }),
    );
    await check('member-register-one-click', gw.call('PUT', '/wps/member/register/oneClick', { body: { ageConfirmed: true } }));
    await check(
      'member-password-email',
      gw.call('POST', '/wps/member/password/email', {
        rawBody: 'username=down01&email=down01%40luzon.example',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
    const mobile = (
      gw.gw.db.prepare("SELECT mobile FROM members WHERE merchant = 'luzon' AND username = 'down01'").get() as { mobile: string }
    ).mobile;
    gw.clock.advance(61_000);
    await gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: mobile } });
    await check(
      'member-password-verification',
      gw.call('POST', '/wps/member/password/verification', {
        encrypt: true,
        body: { mobileNum: mobile, verificationCode: gw.lastCode(mobile), newPassword: 'Demo5678' },
      }),
    );
    const own = await gw.login('newbie01', 'Abc12345');
    await check(
      'member-password',
      gw.call('POST', '/wps/member/password', {
        token: own,
        encrypt: true,
        body: { oldPassword: 'Abc12345', newPassword: 'Abc99999', confirmNewPassword: 'Abc99999' },
      }),
    );
  });

  it('game calls', async () => {
    await check('games-menus', gw.call('GET', '/lgw/games/game_menus'));
    const list = await check(
      'games-list',
      gw.call('GET', '/wps/relay/GCSGAME_gameList', {
        query: { clientType: 3, platform: 'flash,html5-desktop', gameType: 'RNG', vassalage: '', pageNo: 1, pageSize: 18, language: 'EN' },
      }),
    );
    const game = list.json.value.games[0];
    await check(
      'games-hot',
      gw.call('GET', '/wps/relay/GCSGAME_hotGamesV2', {
        query: { merchantCode: 'luzon', isPlatform: 2, platform: 'html5-desktop', language: 'EN' },
      }),
    );
    await check('games-vendor-types', gw.call('GET', '/wps/relay/GCSGAME_getVassGameType'));
    await check(
      'games-new-vendors',
      gw.call('GET', '/wps/relay/GCSGAME_newGameVendor', { query: { platform: 'html5-desktop', flush: 'true' } }),
    );
    await check(
      'favourites-add',
      gw.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
        token,
        body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' },
      }),
    );
    await check('favourites-ids', gw.call('GET', '/wps/relay/MCSFE_getFavoriteGames', { token }));
    await check(
      'favourites-list',
      gw.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { token, query: { clientType: 3, pageNo: 1, pageSize: 999 } }),
    );
    await check(
      'favourites-remove',
      gw.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
        token,
        body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' },
      }),
    );
    await check(
      'games-launch',
      gw.call('GET', '/wps/game/launchGame', {
        token,
        query: {
          ...launchQuery(game),
          language: 'EN',
          platform: 'html5-desktop',
          backUrl: 'http://127.0.0.1:4321/',
        },
      }),
    );
    await check(
      'games-recent',
      gw.call('GET', '/wps/relay/GCS_recentGame', { token, query: { clientType: 3, page: 1, pageSize: 12, gameType: 'RNG' } }),
    );
    await check('games-pvp-rooms', gw.call('GET', '/wps/relay/GLS2_roomList', { query: { vassalage: 'KM' } }));
    await check('games-live-tables', gw.call('GET', '/wps/relay/CBS_modelList', { query: { vassalage: 'EVO' } }));
    const menu = await check(
      'lottery-menu',
      gw.call('GET', '/lgw/vn/games/game_menu', { merchant: 'saigon', query: { prizeMode: 'ELOTT', device: 'WEB' } }),
    );
    const lotto = menu.json.value.list[0];
    await gw.call('GET', '/wps/game/launchGame', {
      merchant: 'saigon',
      token: saigonToken,
      query: {
        launchMode: 'LOTT',
        gameType: 'ELOTT',
        lottoArea: 'VN',
        lottoPrizeMode: 'ELOTT',
        lottoGameCode: lotto.gameCode,
        lottoView: 'lobby',
      },
    });
    const recent = await check(
      'lottery-menu-recent',
      gw.call('GET', '/lgw/vn/games/game_menu/recent', { merchant: 'saigon', token: saigonToken }),
    );
    expect(recent.json.value.list[0].gameCode).toBe(lotto.gameCode);
    await check(
      'lottery-opened-game',
      gw.call('GET', '/lgw/vn/numeros/opened/game', { merchant: 'saigon', query: { gameCode: lotto.gameCode } }),
    );
    await check(
      'lottery-opened-numero',
      gw.call('GET', '/lotto/lgw/games/opened/numero', { merchant: 'saigon', query: { gameCode: lotto.gameCode, size: 3 } }),
    );
  });

  it('home calls', async () => {
    await check(
      'home-announcements',
      gw.call('GET', '/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } }),
    );
    await check(
      'home-rank-list',
      gw.call('GET', '/wps/relay/GCSGAME_getRankList', { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } }),
    );
    await check('wallet-balance', gw.call('GET', '/wps/v2/wallets/balance', { token, query: { typeId: 0 } }));
    await check('wallet-merchant', gw.call('GET', '/wps/relay/GCS_merchantWallet'));
    // emerald keeps a wallet per vendor: its balance lists them, and money moves between them.
    const emerald = await gw.login('demo01', DEMO.emerald, 'emerald');
    await check('wallet-balance', gw.call('GET', '/wps/v2/wallets/balance', { merchant: 'emerald', token: emerald }));
    await check(
      'wallet-transfer',
      gw.call('POST', '/wps/relay/GCS_walletTransfer', {
        merchant: 'emerald',
        token: emerald,
        body: { requestId: 'contract-1', from: 'MAIN', to: 'PG', amount: 12.5 },
      }),
    );
    await check('wallet-deposit-channels', gw.call('GET', '/wps/relay/PAY_depositChannels', { token, query: { t: 1 } }));
    const order = await check(
      'wallet-deposit-create',
      gw.call('POST', '/wps/relay/PAY_createDeposit', {
        token,
        body: { requestId: 'contract-deposit-1', channelId: 'gcash', amount: 500 },
      }),
    );
    gw.clock.advance(10_000);
    creditDueDeposits(gw.gw.db, gw.gw.tenants, gw.gw.clock());
    // Credited: settledAt is there now.
    const orders = await check(
      'wallet-deposit-orders',
      gw.call('GET', '/wps/relay/PAY_depositOrders', { token, query: { pageNo: 1, pageSize: 5 } }),
    );
    expect(orders.json.value.list[0]).toMatchObject({ orderId: order.json.value.orderId, status: 'CREDITED' });
    const sealed = (method: string, path: string, body: Record<string, unknown>) => gw.call(method, path, { token, body, encrypt: true });
    await check(
      'member-payment-password',
      sealed('PUT', '/wps/member/paymentPassword', { password: DEMO.luzon, paymentPassword: '135790', confirmPaymentPassword: '135790' }),
    );
    const account = await check(
      'wallet-payout-bind',
      sealed('POST', '/wps/relay/PAY_bindPayoutAccount', {
        providerId: 'bdo',
        accountName: 'Demo One',
        accountNumber: '0012-3456-7890',
        paymentPassword: '135790',
      }),
    );
    await check(
      'wallet-withdraw',
      sealed('POST', '/wps/relay/PAY_withdraw', {
        requestId: 'contract-withdraw-1',
        accountId: account.json.value.accountId,
        amount: 250,
        paymentPassword: '135790',
      }),
    );
    await check('wallet-withdraw-info', gw.call('GET', '/wps/relay/PAY_withdrawInfo', { token }));
    const paid = (await gw.call('GET', '/wps/relay/PAY_withdrawalOrders', { token })).json.value.list[0].orderId;
    settleWithdrawal(gw.gw.db, gw.gw.tenants.get('luzon')!, paid, { approve: true }, gw.gw.clock());
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])]), 'proof.png');
    const proof = await check('upload-image', gw.call('POST', '/wps/upload/image', { token, form }));
    await check(
      'wallet-withdraw-receipt',
      gw.call('POST', '/wps/relay/PAY_withdrawReceipt', {
        token,
        body: { orderId: paid, outcome: 'NOT_RECEIVED', proofIds: [proof.json.value.uploadId] },
      }),
    );
    await check(
      'wallet-withdrawal-orders',
      gw.call('GET', '/wps/relay/PAY_withdrawalOrders', { token, query: { pageNo: 1, pageSize: 5 } }),
    );
    const agent = await gw.login('agent01', DEMO.luzon);
    await check('wallet-transfer-targets', gw.call('GET', '/wps/relay/PAY_transferTargets', { token: agent }));
    await gw.call('PUT', '/wps/member/paymentPassword', {
      token: agent,
      body: { password: DEMO.luzon, paymentPassword: '112233', confirmPaymentPassword: '112233' },
      encrypt: true,
    });
    await check(
      'wallet-transfer-member',
      gw.call('POST', '/wps/relay/PAY_transferToMember', {
        token: agent,
        body: { requestId: 'contract-down-1', to: 'down01', amount: 10, paymentPassword: '112233' },
        encrypt: true,
      }),
    );
    await check(
      'wallet-transactions',
      gw.call('GET', '/wps/relay/ODSFE2_walletTransactions', {
        token,
        query: { startTime: gw.gw.clock() - 86_400_000, endTime: gw.gw.clock() + 1, group: 'ALL' },
      }),
    );
    const period = { startTime: gw.gw.clock() - 60 * 86_400_000, endTime: gw.gw.clock() + 1 };
    await check(
      'records-bets',
      gw.call('GET', '/wps/relay/ODSFE2_betRecords', { token, query: { ...period, gameType: 'ALL', pageSize: 5 } }),
    );
    await check('records-profit', gw.call('GET', '/wps/relay/ODSFE2_profitLoss', { token, query: period }));
    const rewarded = await gw.fundedMember(0);
    const bonus = { merchant: 'luzon', memberId: rewarded.id, amount: 5_00, turnoverMultiple: 2, source: 'operator' as const };
    grantBonus(
      gw.gw.db,
      { ...bonus, title: 'Contract', requester: 'operator', requestId: 'contract-bonus', fingerprint: 'c', now: gw.gw.clock() },
      () => 0,
    );
    const bonuses = await check(
      'member-bonus-details',
      gw.call('GET', '/wps/member/bonus/details', { token: rewarded.token, query: period }),
    );
    expect(bonuses.json.value).toMatchObject({ totalCount: 1, turnoverRemaining: 10 });
    await check('agent-team-overview', gw.call('GET', '/wps/agent/team/overview', { token: agent, query: period }));
    await check('agent-invite', gw.call('GET', '/wps/agent/invite', { token: agent }));
    await check(
      'agent-downline-create',
      gw.call('POST', '/wps/agent/downline', {
        token: agent,
        body: { username: 'contract01', password: 'Contract123', confirmPassword: 'Contract123', agent: true },
        encrypt: true,
      }),
    );
    // The agent centre's reports, over agent01's seeded team.
    for (const [schema, path] of [
      ['agent-report-profit-loss', 'profit-loss'],
      ['agent-report-revenue', 'revenue'],
      ['agent-report-transactions', 'transactions'],
    ] as const) {
      await check(schema, gw.call('GET', `/wps/agent/report/${path}`, { token: agent, query: { ...period, pageSize: 5 } }));
    }
    // Downline management and the agents' announcements.
    const tree = await check(
      'agent-downlines',
      gw.call('GET', '/wps/agent/downlines', { token: agent, query: { account: 'down', pageSize: 5 } }),
    );
    await check(
      'agent-downline-detail',
      gw.call('GET', '/wps/agent/downline/detail', { token: agent, query: { id: tree.json.value.list[0].id } }),
    );
    await check('agent-announcements', gw.call('GET', '/wps/agent/announcements', { token: agent, query: { pageNo: 1 } }));
    await check('home-unread-count', gw.call('GET', '/wps/relay/CSP_unreadCount', { token }));
    // The withdrawal above left a notification: list it, open it, mark all read, delete it.
    const box = await check('member-messages', gw.call('GET', '/wps/relay/CSP_messageList', { token, query: { pageNo: 1, pageSize: 5 } }));
    const note = box.json.value.list[0].id as number;
    await check('member-message-read', gw.call('POST', '/wps/relay/CSP_readMessage', { token, body: { id: note } }));
    await check('member-messages-read-all', gw.call('POST', '/wps/relay/CSP_readAllMessages', { token, body: {} }));
    await check('member-messages-delete', gw.call('POST', '/wps/relay/CSP_deleteMessages', { token, body: { ids: [note] } }));
    const shot = await gw.call('POST', '/wps/upload/image', { token, form });
    await check(
      'feedback-submit',
      gw.call('PUT', '/wps/feedback', {
        token,
        body: { type: 'SUGGESTION', content: 'please add more fishing games', imageIds: [shot.json.value.uploadId] },
      }),
    );
    await check('feedback-list', gw.call('GET', '/wps/feedback/list', { token, query: { pageSize: 5 } }));
    await check('session-logout', gw.call('DELETE', '/wps/session/logout', { token }));
  });

  it('security-centre calls', async () => {
    const own = await gw.login('stale01', DEMO.luzon);
    await check('member-profile', gw.call('GET', '/wps/member/profile', { token: own }));
    await check(
      'member-profile-update',
      gw.call('PUT', '/wps/member/profile', { token: own, body: { nickname: 'Stale One', fields: { birthday: '1990-01-31' } } }),
    );
    await check('verification-sms-bind', gw.call('POST', '/wps/verification/sms/bind', { token: own, body: { mobileNum: '9170007777' } }));
    await check(
      'member-mobile',
      gw.call('PUT', '/wps/member/mobile', {
        token: own,
        encrypt: true,
        body: { mobileNum: '9170007777', verificationCode: gw.lastCode('9170007777'), password: DEMO.luzon },
      }),
    );
    await check('verification-mail', gw.call('POST', '/wps/verification/mail', { token: own, body: { email: 'stale@example.com' } }));
    const mail = gw.gw.db.prepare("SELECT body FROM outbox WHERE recipient = 'stale@example.com' ORDER BY id DESC").get() as {
      body: string;
    };
    await check(
      'member-email',
      gw.call('PUT', '/wps/member/email', {
        token: own,
        encrypt: true,
        body: { email: 'stale@example.com', verificationCode: /\d{6}/.exec(mail.body)![0], password: DEMO.luzon },
      }),
    );
    await check('member-login-history', gw.call('GET', '/wps/member/loginHistory', { token: own, query: { pageNo: 1, pageSize: 5 } }));
  });

  it('points mall calls', async () => {
    // agent01 set its payment password (112233) in the wallet calls above.
    const agent = await gw.login('agent01', DEMO.luzon);
    await check('points-summary', gw.call('GET', '/wps/points/summary', { token: agent }));
    const goods = await check('points-goods', gw.call('GET', '/wps/points/goods', { token: agent }));
    const free = goods.json.value.list.find((g: { delivery: string }) => g.delivery === 'NONE');
    await check(
      'points-redeem',
      gw.call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        token: agent,
        body: { requestId: 'contract-redeem-1', goodId: free.goodId, quantity: 1, paymentPassword: '112233' },
        encrypt: true,
      }),
    );
    await check(
      'points-convert',
      gw.call('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
        token: agent,
        body: { requestId: 'contract-convert-1', points: 100, paymentPassword: '112233' },
        encrypt: true,
      }),
    );
    await check('points-redemptions', gw.call('GET', '/wps/points/redemptions', { token: agent, query: { pageNo: 1, pageSize: 5 } }));
    const now = gw.gw.clock();
    await check(
      'points-details',
      gw.call('GET', '/wps/relay/ODSFE2_MemTransDet', { token: agent, query: { startTime: now - 30 * 86_400_000, endTime: now + 1 } }),
    );
  });

  // Agent contracts: agent01 offers each kind to a new sub-agent, who accepts one,
  // rejects one and ends one; the lists show them with a settled period.
  it('agent contract calls', async () => {
    const upline = await gw.login('agent01', DEMO.luzon);
    const body = { username: 'contract02', password: 'Contract123', confirmPassword: 'Contract123', agent: true };
    await gw.call('POST', '/wps/agent/downline', { token: upline, body, encrypt: true });
    const downline = await gw.login('contract02', 'Contract123');
    const tiers = [{ rate: 1.5, activeMembers: 1, validBet: 100 }];
    const kinds = [
      ['contract-dividend', '/wps/relay/MCS2_processDividendReq', { tiers, period: 'WEEKLY' }],
      ['contract-daily-salary', '/wps/relay/MCS2_processDailySalContract', { tiers }],
      ['contract-hour-salary', '/wps/relay/MCS2_processContractHourSalary', { tiers }],
      ['contract-realtime-salary', '/wps/relay/MCSFE_processRealTimeSalaryContract', { winRate: 0.5, lossRate: 10 }],
    ] as const;
    for (const [name, path, terms] of kinds) {
      const offer = { action: 'OFFER', downline: 'contract02', ...terms };
      const offered = await check(`${name}-action`, gw.call('POST', path, { token: upline, body: offer }));
      await check(
        `${name}-action`,
        gw.call('POST', path, { token: downline, body: { action: 'ACCEPT', contractId: offered.json.value.id } }),
      );
    }
    await check('member-consolidated', gw.call('GET', '/wps/member/info/funds/consolidated', { token: downline }));
    gw.clock.advance(8 * 86_400_000);
    settleContracts(gw.gw.db, gw.gw.tenants, gw.gw.clock());
    // The sessions have lapsed meanwhile.
    const [own, up] = [await gw.login('contract02', 'Contract123'), await gw.login('agent01', DEMO.luzon)];
    const period = { startTime: gw.gw.clock() - 30 * 86_400_000, endTime: gw.gw.clock() };
    for (const [name, path] of kinds) {
      const mine = await check(name, gw.call('GET', path, { token: own, query: { ...period, pageSize: 5 } }));
      expect(mine.json.value.contract.status).toBe('ACTIVE');
      const theirs = await check(name, gw.call('GET', path, { token: up, query: { ...period, side: 'PAID' } }));
      expect(theirs.json.value.records.totalCount).toBeGreaterThan(0);
    }
  });

  it('rebate calls', async () => {
    // agent01's seeded bets are rebated for the first time here.
    const agent = await gw.login('agent01', DEMO.luzon);
    await check('rebate-summary', gw.call('GET', '/wps/rebate/summary', { token: agent }));
    await check('rebate-claim', gw.call('POST', '/wps/rebate/claim', { token: agent, body: { requestId: 'contract-rebate-1' } }));
    await check('rebate-claims', gw.call('GET', '/wps/rebate/claims', { token: agent, query: { pageNo: 1, pageSize: 5 } }));
  });

  it('VIP call', async () => {
    // agent01 is Silver from its seeded bets: a rank, the next one and the ladder.
    const agent = await gw.login('agent01', DEMO.luzon);
    const answer = await check('member-vip', gw.call('GET', '/wps/member/vip', { token: agent }));
    expect(answer.json.value).toMatchObject({ level: 2, label: 'Silver', next: { level: 3 } });
  });

  it('referral calls', async () => {
    const agent = await gw.login('agent01', DEMO.luzon);
    await check('referral-info', gw.call('GET', '/wps/referral/info', { token: agent }));
    await check('referral-friends', gw.call('GET', '/wps/referral/friends', { token: agent, query: { pageNo: 1, pageSize: 5 } }));
  });

  it('mission calls', async () => {
    const agent = await gw.login('agent01', DEMO.luzon);
    const s = await check('missions-summary', gw.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token: agent }));
    // agent01 bet nothing today: a wallet-funded deposit-free mission is not done; the refusal has the failure shape.
    const first = s.json.value.missions[0].missionId;
    const refused = await gw.call('POST', '/wps/relay/MCSFE_claimMission', {
      token: agent,
      body: { requestId: 'contract-mission-0', missionId: first },
    });
    expectContract('missions-claim', refused.json);
    const tenant = gw.gw.tenants.get('luzon')!;
    const id = (gw.gw.db.prepare("SELECT id FROM members WHERE merchant = 'luzon' AND username = 'agent01'").get() as { id: number }).id;
    const game = playableGames(gw.gw.db, tenant)[0]!;
    for (let i = 0; i < 10; i++)
      placeBet(gw.gw.db, tenant, { memberId: id, ...game, stake: 1_00, payout: 0, now: gw.gw.clock(), fromMain: true });
    const bets = (await gw.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token: agent })).json.value.missions.find(
      (m: { kind: string; gameType?: string }) => m.kind === 'BETS' && !m.gameType,
    );
    await check(
      'missions-claim',
      gw.call('POST', '/wps/relay/MCSFE_claimMission', {
        token: agent,
        body: { requestId: 'contract-mission-1', missionId: bets.missionId },
      }),
    );
    await check(
      'missions-leaderboard',
      gw.call('GET', '/wps/relay/MCSFE_getMissionLeaderboard', { token: agent, query: { period: 'WEEK' } }),
    );
  });

  it('reward centre calls', async () => {
    const agent = await gw.login('agent01', DEMO.luzon);
    const tenant = gw.gw.tenants.get('luzon')!;
    const db = gw.gw.db;
    const id = (db.prepare("SELECT id FROM members WHERE merchant = 'luzon' AND username = 'agent01'").get() as { id: number }).id;
    await check('rewards-summary', gw.call('GET', '/wps/rewards/summary', { token: agent }));
    // agent01 holds the demo world's tickets: open one of them.
    const list = await check('rewards-tickets', gw.call('GET', '/wps/rewards/tickets', { token: agent }));
    const ticketId = list.json.value.tickets[0].ticketId;
    await check(
      'rewards-open',
      gw.call('POST', '/wps/rewards/tickets/open', { token: agent, body: { requestId: 'contract-ticket-1', ticketId } }),
    );
    const again = await gw.call('POST', '/wps/rewards/tickets/open', { token: agent, body: { requestId: 'contract-ticket-2', ticketId } });
    expectContract('rewards-open', again.json);
    // A raffle of its own that only agent01's bet enters (one entry per ₱1,000), drawn: agent01 wins.
    const startsAt = gw.gw.clock() + 1;
    const raffleId = openRaffle(db, {
      merchant: 'luzon',
      title: 'Contract raffle',
      startsAt,
      endsAt: startsAt + 60_000,
      entryUnit: 1_000_00,
      turnoverMultiple: 1,
      prizes: [10_00],
    });
    placeBet(db, tenant, { memberId: id, ...playableGames(db, tenant)[0]!, stake: 1_000_00, payout: 0, now: startsAt, fromMain: true });
    expect(drawRaffle(db, raffleId, startsAt + 60_000)).toEqual([{ rank: 1, memberId: id }]);
    const raffle = await check('rewards-raffle', gw.call('GET', '/wps/rewards/raffle', { token: agent }));
    const prize = raffle.json.value.won.find((w: { raffleId: number }) => w.raffleId === raffleId);
    await check(
      'raffle-claim',
      gw.call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
        token: agent,
        body: { requestId: 'contract-raffle-1', prizeId: prize.prizeId },
      }),
    );
  });

  it('promotion calls', async () => {
    const { token: member, id } = await gw.fundedMember(0);
    const listed = await check('promotions-list', gw.call('GET', '/wps/relay/MCSFE_getPromotionList', { token: member }));
    const open = (kind: string) =>
      listed.json.value.list.find((p: { kind: string; state: string }) => p.kind === kind && p.state === 'JOIN').promotionId as number;
    await check(
      'promotions-join',
      gw.call('POST', '/wps/relay/MCSFE_joinPromotion', { token: member, body: { promotionId: open('AUTO') } }),
    );
    const applyTo = open('APPLY');
    await check(
      'promotions-apply',
      gw.call('POST', '/wps/relay/MCSFE_applyPromotion', { token: member, body: { promotionId: applyTo, comment: 'contract' } }),
    );
    const entry = gw.gw.db.prepare('SELECT id FROM promotion_entries WHERE member_id = ? AND promotion_id = ?').get(id, applyTo) as {
      id: number;
    };
    decideApplication(gw.gw.db, entry.id, { approve: true }, gw.gw.clock());
    await check(
      'promotions-claim',
      gw.call('POST', '/wps/relay/MCSFE_claimPromotion', {
        token: member,
        body: { requestId: 'contract-promotion-1', promotionId: applyTo },
      }),
    );
  });

  it('player protection calls', async () => {
    const { token: member } = await gw.fundedMember(0);
    await check('member-protection', gw.call('GET', '/wps/member/protection', { token: member }));
    await check(
      'member-protection-limit',
      gw.call('PUT', '/wps/member/protection/limit', { token: member, body: { kind: 'loss', period: 'WEEK', amount: 250.5 } }),
    );
    await check(
      'member-protection-reality-check',
      gw.call('PUT', '/wps/member/protection/realityCheck', { token: member, body: { minutes: 30 } }),
    );
    await check('member-reality-check', gw.call('GET', '/wps/member/realityCheck', { token: member }));
    await check(
      'member-protection-break',
      gw.call('POST', '/wps/member/protection/break', { token: member, body: { kind: 'timeOut', length: 1 } }),
    );
  });

  it('covered every call schema', () => {
    expect([...callSchemas().keys()].filter((name) => !exercised.has(name))).toEqual([]);
  });

  it('failures match the failure shape too', async () => {
    const a = await gw.call('GET', '/wps/member/info');
    expect(a.status).toBe(401);
    expect(a.json.errorCode).toBe('login.not.session');
    expectContract('member-info', a.json);
  });
});

async function header(): Promise<string> {
  const { encryptHeader, randomKey } = await import('../../core/payload-crypto.ts');
  return encryptHeader((await gw.call('GET', '/wps/session/key/rsa')).json.value, randomKey());
}
