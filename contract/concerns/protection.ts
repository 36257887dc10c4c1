// Player protection's calls (limits, the reality check, breaks): one list that the gateway's
// routes (gateway/routes/protection.ts) and the site's store (src/stores/protection.ts) both
// import as a namespace, `calls.x`.
export {
  memberProtection,
  memberProtectionBreak,
  memberProtectionLimit,
  memberProtectionRealityCheck,
  memberRealityCheck,
} from '../generated/calls.ts';
