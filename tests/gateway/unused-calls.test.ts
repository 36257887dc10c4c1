// Calls of the specification's list that no screen of the sites needs are not served (gateway/README.md,
// "Calls no screen needs"): the launch alias GCS_gameLaunchFB (the sites launch with /wps/game/launchGame),
// a promotion's detail (every screen reads the promotion list) and a code to the member's own number.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
let token: string;

beforeAll(async () => {
  gw = await makeGateway();
  token = await gw.login('demo01', DEMO.luzon);
});

describe('calls no screen needs', () => {
  it.each([
    ['GET', '/wps/relay/GCS_gameLaunchFB'],
    ['GET', '/wps/relay/MCSFE_getPromotionDetail'],
    ['POST', '/wps/verification/sms'],
  ])('%s %s is not a call', async (method, path) => {
    const answer = await gw.call(method, path, { token, query: { nodeId: 1, promotionId: 1 }, ...(method === 'POST' ? { body: {} } : {}) });
    expect(answer.json.errorCode).toBe('request.not.found');
  });

  it('the launch the sites make is still served', async () => {
    const answer = await gw.call('GET', '/wps/game/launchGame', { token, query: { nodeId: 1 } });
    expect(answer.json.errorCode).toBe('game.not.found');
  });
});
