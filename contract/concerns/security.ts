// The security centre's calls (the profile, binding a mobile number or email with a code sent
// to it, the login history): one list that the gateway's routes (gateway/routes/security.ts)
// and the site's store (src/stores/security.ts) both import as a namespace, `calls.x`.
export {
  memberEmail,
  memberLoginHistory,
  memberMobile,
  memberProfile,
  memberProfileUpdate,
  verificationMail,
  verificationSmsBind,
} from '../generated/calls.ts';
