// The gateway-call guide (docs/guides/adding-a-gateway-call.md) followed for real, in memory, for a made-up call,
// GET /wps/guide/echo: its schema joins the ones this worker loaded (as if its file were in schemas/gateway/), the
// generator writes its module, which is loaded from a scratch folder outside the repository, a route mounts its
// spec on a real gateway's router, and a page's client calls that gateway over HTTP. Nothing is written into the
// repository: the schema test holds the checked-in generated files in step with the schemas on disk.
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallSpec } from '../../contract/call-spec.ts';
import type { Failure, Success } from '../../contract/generated/common.ts';
import { loadCallSchemas, type SchemaNode } from '../../contract/schemas.ts';
import { CallRouter, realMember } from '../../gateway/http/router.ts';
import { Refusal } from '../../gateway/refusal.ts';
import { gateway } from '../../src/api/page-client.ts';
import { GatewayError } from '../../src/api/errors.ts';
import { SESSION_LOST, TOKEN_KEY } from '../../src/client/page-data.ts';
import { publicConfigForScript } from '../../src/config/public-config.ts';
import { gatewayCallList } from '../../scripts/lib/gateway-call-list.ts';
import { generateGatewayTypes } from '../../scripts/lib/generate-gateway-types.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

/** Step 1's schema, shaped like schemas/gateway/feedback-list.json: a member's text said back, twice unless asked otherwise. */
const SCHEMA: SchemaNode = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'guide-echo.json',
  title: 'GuideEchoCall',
  description: "Says the member's text back. Real accounts only.",
  'x-invented': true,
  'x-call': { method: 'GET', path: '/wps/guide/echo', token: true },
  type: 'object',
  properties: {
    request: {
      type: 'object',
      title: 'GuideEchoRequest',
      description: 'What to say back.',
      properties: {
        text: { type: 'string', description: 'The text.', minLength: 1, maxLength: 40 },
        times: { type: 'integer', description: 'How many times.', minimum: 1, maximum: 3, default: 2 },
      },
      required: ['text'],
      additionalProperties: false,
    },
    response: {
      title: 'GuideEchoResponse',
      description: 'The response envelope. The text said back.',
      anyOf: [
        {
          type: 'object',
          title: 'GuideEchoSuccess',
          description: 'Success: value carries the payload.',
          properties: {
            success: { const: true, description: 'The call did what was asked.' },
            value: {
              type: 'object',
              title: 'GuideEchoValue',
              description: 'The text said back.',
              properties: {
                echo: { type: 'string', description: 'The text, as many times as asked.' },
                account: { type: 'string', description: 'Who asked.' },
              },
              required: ['echo', 'account'],
              additionalProperties: false,
            },
            message: { type: 'string', description: 'Informational message.' },
            errorCode: { type: 'string', description: 'Unused on success.' },
          },
          required: ['success', 'value'],
          additionalProperties: false,
        },
        { $ref: 'common.json#/$defs/Failure' },
      ],
    },
  },
  required: ['request', 'response'],
};

/** The types step 2 generates (its test reads them in the module): what the route and the store are written against. */
interface GuideEchoCall {
  request: { text: string; times?: number };
  response: Success<{ echo: string; account: string }> | Failure;
}

/** Step 3's route, as a gateway/routes/<area>.ts module writes it; createGateway's list would mount it. */
function guideRoutes(r: CallRouter, guideEcho: CallSpec<GuideEchoCall>): void {
  r.call(guideEcho, (ctx) => {
    const member = realMember(ctx);
    if (ctx.input.text.trim() === '') throw new Refusal('guide.echo.blank', 'say something other than spaces');
    return { echo: ctx.input.text.repeat(ctx.input.times ?? 1), account: member.username };
  });
}

let generated: Record<string, string>;
let guideEcho: CallSpec<GuideEchoCall>;
let gw: Client;
let token: string;
const scratch = mkdtempSync(join(tmpdir(), 'gateway-call-guide-'));
/** What the page's session keeps (sessionStorage), and the window events its client dispatched. */
const session = new Map<string, string>();
const dispatched: Event[] = [];
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  // Step 1, schema: before anything in this worker reads the call schemas (the router compiles them on its first mount).
  loadCallSchemas().set('guide-echo.json', SCHEMA);
  // Step 2, generated types: `npm run gen`'s own generator; its module is loaded from outside the repository.
  generated = await generateGatewayTypes();
  writeFileSync(join(scratch, 'guide-echo.ts'), generated['guide-echo.ts']!);
  ({ guideEcho } = (await import(join(scratch, 'guide-echo.ts'))) as { guideEcho: CallSpec<GuideEchoCall> });
  // Step 3, route: mounted on the gateway's own router (its middlewares in front) before its first request, after
  // which Hono takes no new routes; so makeGateway and a login rather than demoGateway, which logs in at once.
  gw = await makeGateway();
  guideRoutes(new CallRouter(gw.app, gw.gw), guideEcho);
  token = await gw.login('demo01', DEMO.luzon);
  // Step 5's page: its gateway listening on a port, its public config as a built page embeds it.
  server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: gw.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const luzon = gw.gw.tenants.get('luzon')!.config;
  const config = publicConfigForScript({ ...luzon, gateway: { ...luzon.gateway, baseUrl: `http://127.0.0.1:${port}` } }, 'EN', () => ({
    w_login: [],
    w_forget: [],
  }));
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'sf-config' ? { textContent: config } : null) });
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => session.get(key) ?? null });
  vi.stubGlobal('dispatchEvent', (event: Event) => dispatched.push(event));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((done) => server.close(done));
  rmSync(scratch, { recursive: true, force: true });
});

/** Step 5's store action, as src/stores/<area>.ts writes it. */
const sayBack = (text: string, times?: number) => gateway().call(guideEcho, { text, ...(times ? { times } : {}) });

describe('adding a gateway call, as the guide says', () => {
  it("step 2: the generator writes the call's module (its types and its spec), lists it in calls.ts and in gateway/README.md", () => {
    const module = generated['guide-echo.ts']!;
    expect(module).toMatch(/^export interface GuideEchoRequest \{\n(.*\n)*? {2}text: string;\n(.*\n)*? {2}times\?: number;\n\}$/m);
    expect(module).toMatch(/^export interface GuideEchoValue \{\n(.*\n)*? {2}echo: string;\n(.*\n)*? {2}account: string;\n\}$/m);
    expect(module).toContain('export type GuideEchoResponse = Success<GuideEchoValue> | Failure;');
    expect(module).toContain(
      "export const guideEcho: CallSpec<GuideEchoCall> = { method: 'GET', path: '/wps/guide/echo', token: true, encrypted: false };",
    );
    expect(generated['calls.ts']).toContain("export { guideEcho } from './guide-echo.ts';");
    expect(gatewayCallList()).toContain(
      '| [guide-echo](../schemas/gateway/guide-echo.json) | GET | `/wps/guide/echo` | session | invented |',
    );
  });

  it('steps 3 and 4: through the real HTTP stack the route answers in the envelope, the router having checked and defaulted the request', async () => {
    // The query's "3" is made a number; left out, times is the schema's default.
    const answer = await gw.call('GET', '/wps/guide/echo', { token, query: { text: 'hi', times: 3 } });
    expect(answer).toMatchObject({ status: 200, json: { success: true, value: { echo: 'hihihi', account: 'demo01' } } });
    expect((await gw.call('GET', '/wps/guide/echo', { token, query: { text: 'hi' } })).json.value).toEqual({
      echo: 'hihi',
      account: 'demo01',
    });
  });

  it("steps 3 and 4: a request that breaks the schema is refused with the router's error before the route runs", async () => {
    for (const [query, message] of [
      [{ text: 'hi', times: 4 }, 'times: must be <= 3'],
      [{ times: 1 }, "request: must have required property 'text'"],
      [{ text: 'hi', loud: 1 }, 'request: unknown field "loud"'],
    ] as const)
      expect(await gw.call('GET', '/wps/guide/echo', { token, query })).toMatchObject({
        status: 400,
        json: { success: false, errorCode: 'request.invalid', message },
      });
  });

  it('steps 3 and 4: a signed-out call of a token call, a trial account and a Refusal of the route are each refused in the envelope', async () => {
    const signedOut = await gw.call('GET', '/wps/guide/echo', { query: { text: 'hi' } });
    expect(signedOut).toMatchObject({ status: 401, json: { success: false, errorCode: 'login.not.session' } });
    const trial = await gw.call('GET', '/wps/guide/echo', { token: await gw.trialLogin(), query: { text: 'hi' } });
    expect(trial.json).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    const blank = await gw.call('GET', '/wps/guide/echo', { token, query: { text: '  ' } });
    expect(blank).toMatchObject({
      status: 200,
      json: { success: false, errorCode: 'guide.echo.blank', message: 'say something other than spaces' },
    });
  });

  it("step 5: the page's client calls the served gateway over HTTP and the store gets the unwrapped value", async () => {
    session.set(TOKEN_KEY, token);
    expect(await sayBack('ho', 3)).toEqual({ echo: 'hohoho', account: 'demo01' });
    expect(await sayBack('ho')).toEqual({ echo: 'hoho', account: 'demo01' });
  });

  it('step 5: a refusal reaches the store as a GatewayError whose messageKey is error.<code>; a lost session is announced', async () => {
    session.set(TOKEN_KEY, token);
    const blank = await sayBack(' ').catch((error: unknown) => error);
    expect(blank).toBeInstanceOf(GatewayError);
    expect(blank).toMatchObject({ errorCode: 'guide.echo.blank', messageKey: 'error.guide.echo.blank', isSessionError: false });
    session.delete(TOKEN_KEY);
    expect(dispatched).toEqual([]);
    const signedOut = await sayBack('hi').catch((error: unknown) => error);
    expect(signedOut).toMatchObject({ errorCode: 'login.not.session', messageKey: 'error.login.not.session', isSessionError: true });
    expect(dispatched.map((event) => event.type)).toEqual([SESSION_LOST]);
  });
});
