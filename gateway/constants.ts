/** Rules of the reference gateway, in one place (times in ms). */
export const LIMITS = {
  /** A session unused this long is gone. */
  sessionIdleMs: 30 * 60_000,
  /** A session older than this is gone, used or not. */
  sessionAbsoluteMs: 12 * 60 * 60_000,
  /** A login that asked to be remembered starts new sessions from its browser for this long (spec §9). */
  rememberMs: 24 * 60 * 60_000,
  /** Failed logins (per account or per IP) before a captcha is required. */
  captchaAfterFailures: 3,
  /** Window over which failed logins count. */
  failureWindowMs: 15 * 60_000,
  /** Failed logins of one account name within the window that lock it until the oldest ages out. */
  lockAfterFailures: 10,
  /** A captcha is valid this long. */
  captchaTtlMs: 5 * 60_000,
  /** A slider challenge is valid this long (never longer than captchaTtlMs: the prune keeps captchas that long)... */
  sliderTtlMs: 2 * 60_000,
  /** ...and an answer this many px either side of the gap passes. */
  sliderTolerancePx: 4,
  /** Numbers one client (IP) may ask SMS codes for in an hour before each further number needs a solved slider. */
  smsNumbersPerClientWithoutSlider: 2,
  /** A reference phone-authentication id token (register-mobile's firebaseIdToken) is valid this long. */
  phoneTokenTtlMs: 10 * 60_000,
  /** One SMS per number per this long. */
  smsIntervalMs: 60_000,
  /** At most this many SMS per number in any hour. */
  smsPerHour: 5,
  /** At most this many SMS asked by one client (IP) in any hour, whatever the numbers. */
  smsPerClientPerHour: 10,
  /** At most this many SMS for one merchant in any hour: a flood from many clients stops here. */
  smsPerMerchantPerHour: 500,
  /** The shortest wait a refusal for too many codes names (the platform's "retry after 5 minutes"). */
  smsLockMs: 5 * 60_000,
  /** SMS codes stay valid this long (the expiredMinutes of the response). */
  smsCodeMinutes: 5,
  /** Wrong tries before an SMS code is void. */
  smsCodeAttempts: 5,
  /** Passwords older than this are reported as expired. */
  passwordMaxAgeMs: 90 * 24 * 60 * 60_000,
  /** A request (headers and body) not complete within this long is answered 408 and closed... */
  requestTimeoutMs: 15_000,
  /** ...and its headers within this long. */
  headersTimeoutMs: 10_000,
  /** Connections open at once; more wait for the kernel's backlog. */
  maxConnections: 512,
  /** Request bodies larger than this are refused. */
  maxBodyBytes: 64 * 1024,
  /** An uploaded image (png or jpg, specification section 5), and its request with the multipart framing. */
  maxUploadBytes: 5 * 1024 * 1024,
  maxUploadBodyBytes: 5 * 1024 * 1024 + 64 * 1024,
  /** Social authorization codes and tickets. */
  oauthCodeTtlMs: 5 * 60_000,
  socialTicketTtlMs: 10 * 60_000,
  /** Password reset links from the forgot-by-email mail. */
  resetTokenTtlMs: 30 * 60_000,
  /** Trial accounts one client (IP) may make in an hour, and a merchant in all. */
  trialsPerClientPerHour: 10,
  trialsPerMerchantPerHour: 500,
  /**
   * Told slider challenges (decision 0021: they say where the gap is) one client (IP) may ask for in
   * an hour, and a merchant in all: enough for a person's few tries, not for a script's round of accounts.
   */
  toldSlidersPerClientPerHour: 5,
  toldSlidersPerMerchantPerHour: 200,
  /** Forgot-password mails per account and per client (IP) in an hour. */
  resetMailsPerAccountPerHour: 3,
  resetMailsPerClientPerHour: 10,
  /** Wrong old passwords on a password change before the account's changes pause... */
  oldPasswordTries: 5,
  /** ...for what is left of this window. */
  oldPasswordWindowMs: 15 * 60_000,
  /** Recent games kept per member. */
  recentKept: 50,
} as const;
