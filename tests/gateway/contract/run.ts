// What each group of the contract test's calls is given (tests/gateway/contract.test.ts): the demo
// gateway with luzon's and saigon's demo01 signed in, and check(), which makes a call, expects it to
// succeed in its schema, and counts the call as exercised.
import { expect } from 'vitest';
import { type Answer, type Client, expectContract } from '../harness.ts';

export interface ContractRun {
  gw: Client;
  /** luzon's demo01. */
  token: string;
  /** saigon's demo01. */
  saigonToken: string;
  /** The call's answer, once it has succeeded and matched its schema. */
  check(call: string, answer: Promise<Answer>): Promise<Answer>;
  /** An encryption header, for a call a page makes with the key it asked for. */
  header(): Promise<string>;
}

export function contractRun(gw: Client, token: string, saigonToken: string, exercised: Set<string>): ContractRun {
  return {
    gw,
    token,
    saigonToken,
    async check(call, answer) {
      const a = await answer;
      expect(a.json.success, `${call}: ${JSON.stringify(a.json).slice(0, 300)}`).toBe(true);
      expectContract(call, a.json);
      exercised.add(call);
      return a;
    },
    async header() {
      const { encryptHeader, randomKey } = await import('../../../core/payload-crypto.ts');
      return encryptHeader((await gw.call('GET', '/wps/session/key/rsa')).json.value, randomKey());
    },
  };
}
