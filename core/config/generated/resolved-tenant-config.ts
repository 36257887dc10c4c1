/* This file is generated from schemas/tenant.schema.json by `npm run gen`. Do not edit it by hand. */

/**
 * The header logo.
 */
export type AssetPath = string;
/**
 * Main brand colour: buttons, active menu items.
 */
export type Color = string;
/**
 * The game type that leads: first in the lobby's game menu and in the game lists that show several types. One of the brand's products. Without it, the gateway's menu order.
 */
export type GameType = "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "ELOTT" | "LOTT";
/**
 * One item of the bottom bar: home, promotions, deposit, account, service, menu, or a game type the brand offers.
 */
export type BottomBarItem = ("home" | "promotions" | "deposit" | "account" | "service" | "menu") | GameType;
/**
 * The canonical origin of the site, used for canonical and hreflang links.
 */
export type AbsoluteUrl = string;
/**
 * Language at the site root. Must be one of the offered languages.
 */
export type LanguageCode =
  | "EN"
  | "TY"
  | "CN"
  | "TW"
  | "JA"
  | "TH"
  | "VI"
  | "MY"
  | "ES"
  | "HI"
  | "ID"
  | "KM"
  | "KO"
  | "MS"
  | "PT"
  | "TA"
  | "UR"
  | "TR"
  | "BN"
  | "AR"
  | "FA"
  | "RU"
  | "LO"
  | "FR";
/**
 * Enabled products (game types) in menu order. Each becomes a header entry, a lobby category, a footer link and its own page (/live, /rng, /sports, ...). Game types not listed are not built.
 *
 * @minItems 1
 */
export type Products = Product[];
/**
 * Where a click on the banner goes.
 */
export type Href = string;
/**
 * Banners of one group, in display order.
 */
export type BannerGroup = Banner[];

/**
 * A tenant config after validation: every field that has a default is present.
 */
export interface ResolvedTenantConfig {
  /**
   * Path of this schema, for editor completion.
   */
  $schema?: string;
  /**
   * The layers this brand builds on: files under tenants/layers/, named without .json, applied in order before this file (docs/layers.md). Read before validation: a merged config has none.
   */
  extends?: string[];
  /**
   * The platform's merchant code: sent as the Merchant header, names the output folder dist/<merchantCode>/ and must match the file name.
   */
  merchantCode: string;
  brand: Brand;
  layout: Layout;
  site: Site;
  gateway: Gateway;
  languages: Languages;
  currency: Currency;
  products: Products;
  banners: Banners;
  whitelabel: Whitelabel;
  signIn: SignIn;
  registration: Registration;
  support: Support;
  legal: Legal;
  footer: Footer;
  content: Content;
  features: Features;
  analytics: Analytics;
  wallet: Wallet;
  /**
   * IANA time zone of the merchant (agent centre clock, reports).
   */
  timezone: string;
}
/**
 * How the merchant's site looks: name, logo, favicon, colours, font, type scale and shape.
 */
export interface Brand {
  /**
   * The brand name shown in the header, titles and copyright line.
   */
  name: string;
  logo: AssetPath;
  /**
   * The browser tab icon.
   */
  favicon: AssetPath;
  /**
   * CSS font-family list: all text when brand.type.family is not set (system fonts, no web font loaded), else the stack behind the self-hosted family and its metric-matched fallback (for characters the family does not have).
   */
  font: string;
  type?: Type;
  theme: Theme;
}
/**
 * The self-hosted font family and the type scale (docs/fonts.md). Derived into CSS custom properties (--sf-font, --sf-text-xs … --sf-text-2xl) the whole site uses, islands included.
 */
export interface Type {
  /**
   * A self-hosted family bundled from npm (@fontsource-variable): inter (Latin, Vietnamese, Cyrillic), montserrat (Latin, Vietnamese, Cyrillic), nunito (Latin, Vietnamese, Cyrillic), cairo (Arabic and Latin). Only the subsets the brand's languages need are copied into the site, with a metric-matched local fallback so nothing shifts when the font arrives. It must cover every offered language. Without it the site uses brand.font and loads no web font.
   */
  family?: "inter" | "montserrat" | "nunito" | "cairo";
  /**
   * Body text size in CSS pixels at the browser's default text size (a visitor's own text size setting still scales it); every step of the scale grows with it.
   */
  base: number;
  /**
   * Ratio between neighbouring steps of a modular type scale (xs, sm, base, lg, xl, 2xl: base × ratio^-2 … ratio^3, never below 0.75 × base), e.g. 1.125 (major second) for dense pages, 1.25 (major third) for big headings. Without it the house steps: 0.8, 0.9, 1, 1.15, 1.3 and 1.6 times the base.
   */
  ratio?: number;
}
/**
 * Theme tokens, written to the site's theme sheet as CSS custom properties (--sf-primary and so on). text on background and surface, mutedText on surface and onPrimary on primary must have a contrast ratio of at least 4.5:1; accent at least 3:1 on background and surface.
 */
export interface Theme {
  primary: Color;
  /**
   * Text colour on the primary colour.
   */
  onPrimary: Color;
  /**
   * Highlights and the keyboard focus ring: needs a contrast of at least 3:1 on background and surface.
   */
  accent: Color;
  /**
   * Page background.
   */
  background: Color;
  /**
   * Background of header, side menu, cards and footer.
   */
  surface: Color;
  /**
   * Main text colour.
   */
  text: Color;
  /**
   * Secondary text. Defaults to the text colour.
   */
  mutedText?: Color;
  /**
   * Lines between areas.
   */
  border: Color;
  /**
   * Corner radius of buttons, cards and dialogs, in pixels (--sf-radius; small marks take half of it, --sf-radius-sm). 0 draws square corners.
   */
  radius: number;
  /**
   * How raised cards, menus and floating buttons look: flat (no shadows, lines only), soft (dropdown menus, notices and floating buttons cast a soft shadow, cards lie flat) or raised (cards cast a shadow too and lift on hover, the rest deeper). Written to --sf-shadow-card, --sf-shadow-card-hover, --sf-shadow-float and --sf-shadow-popover.
   */
  elevation: "flat" | "soft" | "raised";
  /**
   * Light or dark surfaces: sets color-scheme (the browser's own controls and scroll bars) and the tint of shadows and subtle lines (--sf-shadow-color, --sf-line). Defaults to what the background colour is: dark when white text reads better on it.
   */
  scheme?: "light" | "dark";
}
/**
 * How the brand's site is arranged: a named preset, and what the brand changes of it. A preset sets the lobby's sections, the game cards, the navigation and the type and shape of the brand; the brand's own values win.
 */
export interface Layout {
  /**
   * The layout preset the brand starts from. classic is the site as it was before presets.
   */
  preset: "classic" | "casino" | "sportsbook" | "lottery";
  lobby: Lobby;
  cards: GameCards;
  navigation?: Navigation;
}
/**
 * The home page's sections, in order, each with its options, and which game type leads.
 */
export interface Lobby {
  /**
   * The home page's sections from the top, each kind at most once. Without it, the classic lobby: the banner strip, the notices, the jackpot, the game menu as tabs, the winner board.
   *
   * @minItems 1
   */
  sections: LobbySection[];
  leadGameType?: GameType;
}
/**
 * One section of the home page.
 */
export interface LobbySection {
  /**
   * What the section shows. banner: the home banners (w_home); notices: the notice marquee; jackpot: the jackpot ticker; gameMenu: the game categories and their games; hotGames, newGames: the gateway's hot or new games; leadGames: the leading game type's games; sportsHighlights: the sports products' games (only for a brand with SPORTS); promotions: the current promotions; winners: the winner board.
   */
  kind:
    | "banner"
    | "notices"
    | "jackpot"
    | "gameMenu"
    | "hotGames"
    | "newGames"
    | "leadGames"
    | "sportsHighlights"
    | "promotions"
    | "winners";
  /**
   * How the section shows. banner: strip (beside the notices and jackpot on a wide screen) or hero (full width, taller); gameMenu: tabs, tiles (a tile per category) or rail (the categories in a column beside the games on a wide screen); hotGames, newGames, leadGames, sportsHighlights, promotions: grid (rows of cards) or row (one row that scrolls sideways). Other kinds take no style.
   */
  style?: "strip" | "hero" | "tabs" | "tiles" | "rail" | "grid" | "row";
  /**
   * How many games or promotions a list section shows at most (hotGames, newGames, leadGames, sportsHighlights, promotions).
   */
  count?: number;
}
/**
 * Game cards: shape, where the name sits, the provider badge and how many to a row at each width. The lobby's sections, the game lists and their carousels all follow it.
 */
export interface GameCards {
  /**
   * The shape of a card's picture: square (1:1), portrait (3:4) or landscape (4:3).
   */
  shape: "square" | "portrait" | "landscape";
  /**
   * Where the game's name shows: below the picture, overlay (on the picture's foot), or hidden (not shown; screen readers and the card's tooltip still name the game).
   */
  name: "below" | "overlay" | "hidden";
  /**
   * Whether a card shows its provider (vendor) under the name.
   */
  providerBadge: boolean;
  /**
   * Cards to a row at each width. Without it, as many as fit (about 9.5 rem each).
   */
  perRow?: {
    /**
     * Cards to a row below 48 rem (a phone).
     */
    phone: number;
    /**
     * Cards to a row from 48 rem (a tablet).
     */
    tablet: number;
    /**
     * Cards to a row from 64 rem (a desktop).
     */
    desk: number;
  };
}
/**
 * The header and navigation: where the logo sits, how the game menu shows, and the phone's bottom bar. Without it the site is classic: the logo at the start, the game types as tabs in the header, and the bottom bar home, promotions, deposit, service, account.
 */
export interface Navigation {
  /**
   * Where the header's logo sits, on phones and desks alike: at the start of the header (before the game tabs), or in its centre, with the menu button before it and the account after it (the game tabs then take a row of their own under them).
   */
  logo: "start" | "centre";
  /**
   * How the game types are reached. tabs: a row of tabs in the header (on phones a scrolling row under it). rail: a list at the top of the side column, beside every page on desks (the member centre's pages too), in the menu drawer on phones. drawer: only in the menu drawer, which the header's menu button opens at every width; the side column goes into the drawer on desks too, and the page takes the whole width.
   */
  gameMenu: "tabs" | "rail" | "drawer";
  /**
   * The phone's bottom bar: 3 to 5 items, in order, each once. home: the lobby; promotions; deposit: sign-up for a visitor, the deposit page for a member; account: log-in for a visitor, the member centre for a member; service: customer service (left out when the brand has no service channel); menu: opens the menu drawer; a game type the brand offers (e.g. SPORTS): its game page.
   */
  bottomBar: BottomBarItem[];
}
/**
 * Where the site is served.
 */
export interface Site {
  url: AbsoluteUrl;
  /**
   * Every host name the site is served on (mirrors included). Sent to the gateway as the registration domain.
   */
  domains: string[];
}
/**
 * How the site's islands reach the platform gateway.
 */
export interface Gateway {
  /**
   * Origin of the gateway, without a trailing slash. Empty means the site's own origin (the gateway is proxied under /wps and /lgw).
   */
  baseUrl: string;
  /**
   * Origins, besides the site's own and the gateway's, that serve game icons and launched games: the image and launch hosts the status call may list (imageCDNs, launchGameCDNs). The pages' Content-Security-Policy allows images and framed games from them. A host the status call lists but this list lacks is not used: icons and games then come from the site's own origin (root-relative paths, the gateway proxied under /wps), so the policy never blocks them.
   */
  contentHosts: string[];
  /**
   * Payload encryption for the encrypted calls (login, register, passwords): rsa-des is the platform's legacy scheme, none sends plain JSON.
   */
  encryption: "rsa-des" | "none";
}
/**
 * Interface languages. The default language is served at the site root, the others under /{code}/ (lower case).
 */
export interface Languages {
  default: LanguageCode;
  /**
   * Languages in the order the language selector lists them.
   *
   * @minItems 1
   *
   * Items: A platform language code. TY is the platform's Filipino message set; AR, UR and FA render right-to-left.
   */
  offered: LanguageCode[];
}
/**
 * The currency balances are shown in (the gateway's balance response may override the symbol).
 */
export interface Currency {
  /**
   * ISO 4217 code.
   */
  code: string;
  /**
   * Symbol shown before amounts.
   */
  symbol: string;
  /**
   * Decimal places shown for amounts.
   */
  decimals: number;
}
export interface Product {
  /**
   * The game type. Each may appear once.
   */
  gameType: GameType;
  /**
   * Vendor codes offered for this game type, in the order of the header drop-down and the vendor filter. Esports is vendor TF, cockfight DS88.
   *
   * @minItems 1
   */
  vendors: string[];
  /**
   * Extra game classes shown as sub-categories (RNG only): SC scratch, VP video poker, JP jackpot, TG table games, AC arcade, BG bingo, Crash, MG mini games (quick instant-win games such as mines, plinko and dice).
   */
  classes: ("SC" | "VP" | "JP" | "TG" | "AC" | "BG" | "Crash" | "MG")[];
}
/**
 * Static fallback banners per banner group, shown until (or when) the gateway's banners are not available. Groups: w_login, w_forget, w_leftmenu, w_home, w_rng, w_live, w_fish, w_pvp, w_sports, w_esports, w_elott, w_lott.
 */
export interface Banners {
  w_login?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_forget?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_leftmenu?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_home?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_rng?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_live?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_fish?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_pvp?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_sports?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_esports?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_elott?: BannerGroup;
  /**
   * Banners of one group, in display order.
   */
  w_lott?: BannerGroup;
}
/**
 * One banner image, 1200×400 or the same ratio.
 */
export interface Banner {
  /**
   * The banner image, in the merchant's default language (and for any language `images` does not name).
   */
  image: AssetPath;
  /**
   * The banner in other languages, by language code, for banners with words on them. A page in a language without one shows EN's, then `image`.
   */
  images?: {
    /**
     * Path of an image file relative to the tenant config file (svg, png, jpg, webp or ico). The file must exist; it is copied into the built site.
     */
    [k: string]: AssetPath | undefined;
  };
  alt: LocalizedText;
  href?: Href;
  /**
   * The banner's title, drawn as text over the art (readable on a phone and translated, unlike words baked into the image, which a phone shrinks to a few pixels). With it, give an image without words on its left half (the text's place); `images` is then not needed. The lobby's, the game pages' and the side menu's banners (w_home, the game groups, w_leftmenu) show it, the dialogs' (w_login, w_forget) do not; a game page's strip on a phone shows the headline alone, and a strip under 20 rem wide puts the words under the art.
   */
  headline?: LocalizedText;
  /**
   * A line under the `headline`, in smaller text (shown only with a headline).
   */
  subline?: LocalizedText;
  /**
   * The words of the banner's call to action, drawn as a button under the text (shown only with a `headline` and an `href`: the whole banner is the link).
   */
  button?: LocalizedText;
}
/**
 * What the banner says, for screen readers. A banner with a `headline` shows its words as text, so its image is drawn as decoration there; `alt` still names it where the image is shown alone.
 */
export interface LocalizedText {
  [k: string]: string | undefined;
}
/**
 * The platform's whitelabel switches. The reference gateway serves them as the whitelabel tree; the site reads them from the gateway at run time.
 */
export interface Whitelabel {
  /**
   * Registration by username.
   */
  USERNAMEREG3: boolean;
  /**
   * Registration by mobile number (then the default registration tab).
   */
  MOBILENUMREG3: boolean;
  /**
   * Mobile registration asks for a password and its confirmation.
   */
  MOBILENUMPASSREG3: boolean;
  /**
   * Registration requires an SMS-verified mobile number.
   */
  REGMOBVERF3: boolean;
  /**
   * Agent policy: consolidated balance and contracts load after login.
   */
  AGENTPOLICY3: boolean;
  /**
   * Forgot-password by mobile number (then the default tab).
   */
  CHNGPASSVERIF3: boolean;
  /**
   * Free-play (trial) login.
   */
  FREEPLAY3: boolean;
  /**
   * An expired password forces a change after login.
   */
  PWDEXPFORCECHANGE3: boolean;
  /**
   * Login with an SMS code.
   */
  MOBILEVERCODELOGIN3: boolean;
  /**
   * A login from an IP the account has not used before needs an SMS code.
   */
  LOGINIPVERF3: boolean;
}
/**
 * Extra ways in, beside username, SMS and free play (which are whitelabel switches).
 */
export interface SignIn {
  /**
   * One-click registration: an account with a generated username and password, shown once.
   */
  oneClick: boolean;
  /**
   * Social sign-in providers offered on the login modal.
   */
  social: ("google" | "facebook")[];
}
/**
 * Registration form: which fields are shown, which are required, and the rule each follows. The reference gateway serves these as the register settings; a field that is absent is not shown.
 */
export interface Registration {
  fields: RegistrationFields;
  /**
   * Countries offered for mobile numbers; the first is the default.
   *
   * @minItems 1
   */
  countries: Country[];
  /**
   * How a mobile registration proves the number: platform (the gateway's own SMS code, verificationCode) or reference (a third-party phone-authentication service through the site's provider adapter; the reference gateway serves a local stand-in, and register-mobile then takes its id token as firebaseIdToken). Only for merchants with MOBILENUMREG3.
   */
  phoneAuth: "platform" | "reference";
}
/**
 * Rules per registration field.
 */
export interface RegistrationFields {
  username?: FieldRule;
  /**
   * How one registration field behaves.
   */
  password?: FieldRule;
  /**
   * How one registration field behaves.
   */
  confirmPassword?: FieldRule;
  /**
   * How one registration field behaves.
   */
  payeeName?: FieldRule;
  /**
   * How one registration field behaves.
   */
  email?: FieldRule;
  /**
   * How one registration field behaves.
   */
  qqNum?: FieldRule;
  /**
   * How one registration field behaves.
   */
  mobileNum?: FieldRule;
  /**
   * How one registration field behaves.
   */
  recommenderId?: FieldRule;
  /**
   * How one registration field behaves.
   */
  captcha?: FieldRule;
  /**
   * How one registration field behaves.
   */
  verificationCode?: FieldRule;
  /**
   * How one registration field behaves.
   */
  affiliateCode?: FieldRule;
  /**
   * How one registration field behaves.
   */
  paymentPassword?: FieldRule;
  /**
   * How one registration field behaves.
   */
  line?: FieldRule;
  /**
   * How one registration field behaves.
   */
  whatsapp?: FieldRule;
  /**
   * How one registration field behaves.
   */
  facebook?: FieldRule;
  /**
   * How one registration field behaves.
   */
  wechat?: FieldRule;
  /**
   * How one registration field behaves.
   */
  telegram?: FieldRule;
  /**
   * How one registration field behaves.
   */
  zalo?: FieldRule;
  /**
   * How one registration field behaves.
   */
  idNumber?: FieldRule;
  /**
   * How one registration field behaves.
   */
  nickname?: FieldRule;
  /**
   * How one registration field behaves.
   */
  birthday?: FieldRule;
  /**
   * How one registration field behaves.
   */
  address?: FieldRule;
  /**
   * How one registration field behaves.
   */
  nationality?: FieldRule;
  /**
   * How one registration field behaves.
   */
  placeOfBirth?: FieldRule;
  /**
   * How one registration field behaves.
   */
  occupation?: FieldRule;
  /**
   * How one registration field behaves.
   */
  sourceOfIncome?: FieldRule;
}
/**
 * How one registration field behaves.
 */
export interface FieldRule {
  /**
   * Whether the field is shown.
   */
  enabled: boolean;
  /**
   * Whether the field must be filled in.
   */
  required: boolean;
  /**
   * The rule the value must follow, from the pattern catalogue ("Registration patterns" in docs/config-reference.md). ANY accepts anything.
   */
  patternId:
    | "ANY"
    | "LETTER_FIRST_ALNUM"
    | "ALNUM"
    | "DIGITS"
    | "ALNUM_MIXED"
    | "ALNUM_UPPER"
    | "LETTERS_SPACES"
    | "NO_SPACES"
    | "DATE_YMD"
    | "DATE_MDY"
    | "KOREAN"
    | "THAI"
    | "THAI_EN_SPACES"
    | "UPPERCASE"
    | "STRONG"
    | "FULL_NAME"
    | "JA_FULLWIDTH"
    | "CHINESE"
    | "EMAIL";
  /**
   * Fewest characters.
   */
  minLength: number;
  /**
   * Most characters.
   */
  maxLength: number;
}
export interface Country {
  /**
   * ISO 3166-1 alpha-2 code.
   */
  countryCode: string;
  /**
   * Dialling code without +.
   */
  countryDialingCode: string;
  /**
   * Digits of a mobile number without the dialling code.
   */
  mobileLength: number;
}
/**
 * Customer service, resources, social links and app downloads.
 */
export interface Support {
  /**
   * Customer-service entries of the side menu and the avatar menu, in order. The first is the one the maintenance and restricted screens open.
   */
  customerService: CustomerServiceEntry[];
  /**
   * Support hours text shown in the customer-service dialog and the agent centre's header, e.g. "Monday to Friday 12:00 to 21:00". Without it no hours are shown.
   */
  hours?: LocalizedText;
  /**
   * The merchant's chat room for members. With it, the customer-service dialog offers a chat room that the gateway's CBS_launchChat call opens (chatUrl: this address with the member's account and language); the pages' Content-Security-Policy allows framing its origin. Without it there is no chat room.
   */
  chatRoom?: AbsoluteUrl;
  resources: Resources;
  /**
   * Social links in the side menu and footer.
   */
  social: SocialLink[];
  apps: Apps;
  feedback: FeedbackRules;
}
export interface CustomerServiceEntry {
  /**
   * Kind of channel.
   */
  csType: "LIVECHAT" | "TELEGRAM" | "WHATSAPP" | "FACEBOOK" | "EMAIL" | "PHONE";
  /**
   * Where the entry opens (https, mailto: or tel:).
   */
  url: string;
  /**
   * Label; defaults to the channel's name.
   */
  label?: LocalizedText;
}
/**
 * Resource links by type, as the gateway serves them (the status call's resources). LIVECHAT, FACEBOOK, TELEGRAM and WHATSAPP become the corner customer-service button's links (wide screens) and are listed in the customer-service dialog; the first customer-service entry, else one of these, is the phone bottom bar's Service when scripts are off; Android is the APK.
 */
export interface Resources {
  /**
   * An absolute https URL.
   */
  LIVECHAT?: AbsoluteUrl;
  /**
   * An absolute https URL.
   */
  FACEBOOK?: AbsoluteUrl;
  /**
   * An absolute https URL.
   */
  TELEGRAM?: AbsoluteUrl;
  /**
   * An absolute https URL.
   */
  WHATSAPP?: AbsoluteUrl;
  /**
   * An absolute https URL.
   */
  Android?: AbsoluteUrl;
}
export interface SocialLink {
  /**
   * The network (its name is the link text).
   */
  network: "facebook" | "instagram" | "telegram" | "x" | "youtube" | "tiktok" | "whatsapp" | "zalo" | "line" | "viber";
  /**
   * An absolute https URL.
   */
  url: AbsoluteUrl;
}
/**
 * App downloads. iOS and Android get a QR code in the side menu; all three get a card with a QR code and install steps on /download (Android falls back to resources.Android).
 */
export interface Apps {
  /**
   * An absolute https URL.
   */
  ios?: AbsoluteUrl;
  /**
   * An absolute https URL.
   */
  android?: AbsoluteUrl;
  /**
   * An absolute https URL.
   */
  lite?: AbsoluteUrl;
}
/**
 * The member's feedback form (/member/feedback): how long the description must be, in words (runs of non-space characters). The form and the gateway (PUT /wps/feedback) both check it: "between {minWords} and {maxWords} words".
 */
export interface FeedbackRules {
  /**
   * Fewest words a description may have.
   */
  minWords: number;
  /**
   * Most words a description may have (at least minWords).
   */
  maxWords: number;
}
/**
 * Licence, minimum age and responsible-gambling links.
 */
export interface Legal {
  /**
   * The licensing jurisdiction whose player-protection preset applies (core/config/jurisdictions/<name>.json): minimum age, licence record, the responsible-gambling page and help organisations, the player tools offered, the reality-check interval and the self-exclusion periods. `none` requires nothing beyond the schema.
   */
  jurisdiction: "PAGCOR" | "MGA" | "UKGC" | "Curacao" | "none";
  licence: Licence;
  /**
   * Minimum age a player confirms at registration.
   */
  minimumAge: 18 | 21;
  /**
   * Responsible-gambling links of the footer.
   */
  responsibleGambling: Link[];
}
/**
 * The gaming licence shown in the side menu and footer.
 */
export interface Licence {
  /**
   * Licence statement.
   */
  text: LocalizedText;
  /**
   * An absolute https URL.
   */
  url?: AbsoluteUrl;
}
/**
 * A labelled link.
 */
export interface Link {
  /**
   * Text per platform language code. A page in a language without an entry uses EN, then the merchant's default language, then the first entry.
   */
  label: LocalizedText;
  /**
   * A link: a root-relative site path (kept inside the site and prefixed with the page's language) or an absolute https URL.
   */
  href: Href;
}
/**
 * The footer's help links, product links and copyright line (social links and vendor logos come from support.social and products).
 */
export interface Footer {
  /**
   * Help links.
   *
   * Items: A labelled link.
   */
  helpLinks: Link[];
  /**
   * Game types linked in the footer, in order. Defaults to every enabled product.
   *
   * Items: A platform game type.
   */
  productLinks?: GameType[];
  copyright: Copyright;
}
/**
 * Copyright years: «© from–to brand». Without `to`, the line ends at the year the site is built in, so it never goes stale.
 */
export interface Copyright {
  /**
   * First year.
   */
  from: number;
  /**
   * Last year (not before from). Leave it out to end at the year of the build (the usual case); give it only for a site that stopped in that year.
   */
  to?: number;
}
/**
 * Help-centre articles and SEO texts, per language.
 */
export interface Content {
  /**
   * Help-centre articles per language code, in order. /help lists them; the gateway serves them (/wps/system/helpCenter) to the help centre dialog, which footer links to /help#<id> and the #term anchor open at that article. A language without articles shows EN's, then the default language's.
   */
  helpCenter: {
    [k: string]: HelpArticle[] | undefined;
  };
  /**
   * Title and description per language code. The default language's entry is required; other languages fall back to EN, then to it.
   */
  seo?: {
    [k: string]: SeoText | undefined;
  };
}
export interface HelpArticle {
  /**
   * Anchor of the article (/help#term). term is the terms and conditions the login and register forms link to.
   */
  id: string;
  /**
   * Article title.
   */
  title: string;
  /**
   * Article body in Markdown.
   */
  markdown: string;
}
export interface SeoText {
  /**
   * Site title, appended to each page title.
   */
  title: string;
  /**
   * Meta description.
   */
  description: string;
}
/**
 * Feature flags. A feature that is off has no menu entry and no page.
 */
export interface Features {
  /**
   * Referral and invite (member centre referral page, side-menu entry without the agent centre). Members see the entries only while the gateway runs the REFERRAL promotion (member info availablePromo).
   */
  referral: boolean;
  /**
   * Points mall (/pointMall).
   */
  pointsMall: boolean;
  /**
   * Agent landing (/agent) and agent centre (/agentHome).
   */
  agentCentre: boolean;
  /**
   * Dividend contracts in the agent centre.
   */
  enableCt: boolean;
  /**
   * Daily salary contracts.
   */
  salary: boolean;
  /**
   * Hourly salary contracts.
   */
  hourSalary: boolean;
  /**
   * Real-time salary contracts (settled every 5 minutes).
   */
  agentRealtimeSalary: boolean;
}
/**
 * Web analytics, loaded only after the visitor accepts it in the consent bar the site then shows (their choice is kept in the browser, and the footer's "Analytics settings" changes it). The Content-Security-Policy of the merchant's pages allows the analytics hosts only when an id is set. The gateway's permission call reports the same ids.
 */
export interface Analytics {
  /**
   * Google tag (gtag.js) measurement id. Allows https://www.googletagmanager.com for scripts and Google Analytics' hosts for beacons.
   */
  googleTagId?: string;
}
/**
 * How the merchant keeps its members' money: one main wallet, or a main wallet plus one wallet per game vendor that money is transferred into before playing (specification section 1), and the ways money comes in. The reference gateway answers GCS_merchantWallet and the deposit calls from it.
 */
export interface Wallet {
  /**
   * One wallet for every game (true), or a wallet per vendor beside the main wallet, with transfers between them on /member/transferFund (false).
   */
  single: boolean;
  deposit: Deposit;
  withdrawal: Withdrawal;
}
/**
 * Deposits (/member/depositv2): the channels a member pays in through. A deposit is a pending order until the operator approves or fails it (`npm run gateway -- deposit approve|fail <id>`).
 */
export interface Deposit {
  /**
   * Deposit channels in the order the page lists them. None: the deposit page says deposits are not open. Amounts are in the merchant's currency (currency.code), in major units with at most its decimals.
   */
  channels: DepositChannel[];
}
/**
 * One way to pay in: a bank transfer, an e-wallet, a QR payment, a card or crypto.
 */
export interface DepositChannel {
  /**
   * The channel's id, unique within the merchant (deposit orders name it).
   */
  id: string;
  /**
   * What kind of channel it is: BANK transfer, EWALLET, QR payment, CARD or CRYPTO (the page groups and marks channels by kind).
   */
  kind: "BANK" | "EWALLET" | "QR" | "CARD" | "CRYPTO";
  /**
   * Text per platform language code. A page in a language without an entry uses EN, then the merchant's default language, then the first entry.
   */
  name: LocalizedText;
  /**
   * Path of an image file relative to the tenant config file (svg, png, jpg, webp or ico). The file must exist; it is copied into the built site.
   */
  icon?: AssetPath;
  /**
   * The smallest deposit, in major units.
   */
  min: number;
  /**
   * The largest deposit, in major units (not below min).
   */
  max: number;
  fee: Fee;
  /**
   * Text per platform language code. A page in a language without an entry uses EN, then the merchant's default language, then the first entry.
   */
  note?: LocalizedText;
  /**
   * Where to pay, shown with the order's reference once a deposit is requested: account name and number, e-wallet number, wallet address and network.
   */
  payTo: PayToLine[];
  /**
   * Reference gateway only: a demo channel whose orders credit themselves this many seconds after they are made, so a preview shows the whole loop without an operator. A real gateway ignores it.
   */
  demoAutoCreditSeconds?: number;
}
/**
 * What the channel costs the member, kept from what is credited. The fee at the minimum amount must be below the minimum.
 */
export interface Fee {
  /**
   * Percent of the amount (0 to 100, at most two decimals), rounded down to the currency's minor unit.
   */
  percent: number;
  /**
   * A fixed part in major units.
   */
  fixed: number;
}
/**
 * One line of the payment instructions.
 */
export interface PayToLine {
  /**
   * Text per platform language code. A page in a language without an entry uses EN, then the merchant's default language, then the first entry.
   */
  label: LocalizedText;
  /**
   * The value to copy.
   */
  value: string;
}
/**
 * Withdrawals (/member/withdraw): the limits, the fee, and the banks and e-wallets a member can be paid out to. A withdrawal is held from the main wallet at once and stays pending until the operator approves it (paid out) or rejects it (the hold goes back): `npm run gateway -- withdrawal approve|reject <id>`. No payout providers: the page says withdrawals are not open.
 */
export interface Withdrawal {
  /**
   * The smallest withdrawal, in major units.
   */
  min: number;
  /**
   * The largest withdrawal, in major units (not below min).
   */
  max: number;
  /**
   * Withdrawals a member may request per day, counted in the merchant's time zone (rejected ones count too).
   */
  dailyCount: number;
  /**
   * What a withdrawal costs: kept from what is paid out.
   */
  fee: Fee;
  /**
   * The banks and e-wallets a member can bind a payout account at, in the order the page lists them.
   */
  payoutProviders: PayoutProvider[];
  /**
   * After a withdrawal is paid out, how many minutes the member has to say what arrived (all, a part, or nothing with proof). Unconfirmed by then, it counts as received and is not refunded (the specification leaves the number open: a day by default).
   */
  receiptConfirmMinutes: number;
}
/**
 * A bank or e-wallet that pays members out.
 */
export interface PayoutProvider {
  /**
   * The provider's id, unique within the merchant.
   */
  id: string;
  /**
   * BANK account or EWALLET.
   */
  kind: "BANK" | "EWALLET";
  /**
   * Text per platform language code. A page in a language without an entry uses EN, then the merchant's default language, then the first entry.
   */
  name: LocalizedText;
}
