// The contract test's calls of the games and of the home (tests/gateway/contract.test.ts).
import { expect } from 'vitest';
import { grantBonus } from '../../../gateway/store/bonuses.ts';
import { creditDueDeposits } from '../../../gateway/store/deposits.ts';
import { settleWithdrawal } from '../../../gateway/store/withdrawals.ts';
import { DEMO, launchQuery } from '../harness.ts';
import type { ContractRun } from './run.ts';

/** Game calls. */
export async function gameCalls({ gw, token, saigonToken, check }: ContractRun): Promise<void> {
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
}

/** Home calls. */
export async function homeCalls({ gw, token, check }: ContractRun): Promise<void> {
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
  await check('wallet-withdrawal-orders', gw.call('GET', '/wps/relay/PAY_withdrawalOrders', { token, query: { pageNo: 1, pageSize: 5 } }));
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
}
