import type { Context, Hono } from 'hono';
import type { Gateway, GatewayEnv, Tenant } from '../context.ts';
import { AGENT_TYPES, findById, TRIAL_TYPE, type Member } from '../store/members.ts';
import { touchSession } from '../store/sessions.ts';
import { Refusal } from '../refusal.ts';
import { failure, refuse, statusOf } from './errors.ts';
import type { CallSpec, RequestOf, ValueOf } from '../../contract/call-spec.ts';
import { callSchemaOf, describeErrors } from '../../contract/validate.ts';
import { readPayload } from './payload.ts';
import { clientIp, requestOrigin } from './request-source.ts';

/** What a call handler gets: the validated input and who is asking. */
export interface CallContext<Q> {
  gw: Gateway;
  tenant: Tenant;
  input: Q;
  /** The logged-in account, when a valid token came (always set for token calls). */
  member: Member | null;
  /** The raw session token, when one was valid. */
  token: string | null;
  ip: string;
  /** The client's User-Agent header (empty when none), kept with each login. */
  userAgent: string;
  /** Platform language from the Language header (upper case), or the merchant's default. */
  language: string;
  origin: string;
  c: Context<GatewayEnv>;
}

/** A call handler returns the success value or throws a Refusal (a GatewayError for the HTTP layer's own). */
export type CallHandler<Q, V> = (ctx: CallContext<Q>) => V | Promise<V>;

/** The member of a token call (the router has checked there is one). */
export function signedIn<Q>(ctx: CallContext<Q>): Member {
  if (!ctx.member) throw refuse.notLoggedIn();
  return ctx.member;
}

/** The member of a token call who may move real money: a trial account is refused (in_need_true_account). */
export function realMember<Q>(ctx: CallContext<Q>): Member {
  const member = signedIn(ctx);
  if (member.type === TRIAL_TYPE) throw refuse.trial();
  return member;
}

/** The agent of a token call: any other account is refused (agent.only). */
export function agentMember<Q>(ctx: CallContext<Q>): Member {
  const member = signedIn(ctx);
  if (!AGENT_TYPES.includes(member.type)) throw refuse.notAgent();
  return member;
}

/**
 * Mounts calls on a Hono app. Each call is named by its schema file, which says its method, path,
 * whether it needs a token and whether it is encrypted; the router validates the input against the
 * schema before the handler sees it and wraps the result in the envelope.
 */
export class CallRouter {
  readonly #app: Hono<GatewayEnv>;
  readonly #gw: Gateway;
  constructor(app: Hono<GatewayEnv>, gw: Gateway) {
    this.#app = app;
    this.#gw = gw;
  }

  /**
   * Mounts one call, named by its generated spec: the handler gets the call's request type and must
   * answer its value type, so a route that answers the wrong shape fails the type check.
   * `signedOutToo`: a token call whose handler runs without a live session too (member and token
   * null), for what must happen whatever the session: logout forgets the browser's remembered login.
   */
  call<S extends CallSpec<{ request: unknown; response: unknown }>>(
    spec: S,
    handler: CallHandler<RequestOf<S>, ValueOf<S>>,
    options: { signedOutToo?: boolean } = {},
  ): void {
    const schema = callSchemaOf(spec);
    const { meta } = schema;
    for (const path of [meta.path, ...(meta.aliases ?? [])]) {
      this.#app.on(meta.method, path, async (c) => {
        try {
          const tenant = c.get('tenant');
          const payload = await readPayload(c, this.#gw, tenant, meta);
          if (!schema.request(payload)) throw refuse.invalid(describeErrors(schema.request.errors));
          const { member, token } = this.#session(c, tenant, meta.token && !options.signedOutToo);
          const language = (c.req.header('language') ?? '').toUpperCase();
          const ctx: CallContext<RequestOf<S>> = {
            gw: this.#gw,
            tenant,
            input: payload as RequestOf<S>,
            member,
            token,
            ip: clientIp(c),
            userAgent: (c.req.header('user-agent') ?? '').slice(0, 512),
            origin: requestOrigin(c),
            c,
            language: /^[A-Z]{2}$/.test(language) ? language : tenant.config.languages.default,
          };
          const value = await handler(ctx);
          return c.json({ success: true, value });
        } catch (error) {
          if (error instanceof Refusal) return c.json(failure(error.code, error.message, error.value), statusOf(error));
          throw error;
        }
      });
    }
  }

  #session(c: Context<GatewayEnv>, tenant: Tenant, required: boolean): { member: Member | null; token: string | null } {
    const token = c.req.header('authorization')?.trim();
    if (!token) {
      if (required) throw refuse.notLoggedIn();
      return { member: null, token: null };
    }
    const found = /^[0-9a-f]{32}$/.test(token) ? touchSession(this.#gw.db, token, this.#gw.clock()) : { problem: 'unknown' as const };
    const member = 'memberId' in found ? findById(this.#gw.db, found.memberId) : null;
    if (!member || member.merchant !== tenant.code) {
      // A stale token on a public call is ignored: the visitor still gets the public answer.
      if (required) throw refuse.badToken();
      return { member: null, token: null };
    }
    return { member, token };
  }
}
