// What the platform's game-list calls say about the client (specification sections 7 and 9),
// shared by the islands' stores and the build's gateway fetch.

/** Client type 3 is the web site. */
export const CLIENT_TYPE = 3;
/** The platform of game-list, hot-game and favourite-list calls. */
export const PLATFORM = 'flash,html5-desktop';
/** Favourites are fetched whole and paged on the page. */
export const FAVOURITES_FETCH_SIZE = 999;
/** Games a page of the game list centre (specification section 9). */
export const GAME_LIST_PAGE_SIZE = 18;

/**
 * What every GCSGAME_gameList call says of the client besides its filters (specification section
 * 7: clientType 3, platform, channel, minLineNum). The channel is the web site's, as the Device
 * header and the lottery's device WEB name it; minLineNum 0 asks for no minimum of pay lines.
 */
export const GAME_LIST_CLIENT = { clientType: CLIENT_TYPE, platform: PLATFORM, channel: 'WEB', minLineNum: 0 } as const;

/**
 * The game list centre's minimum-bet filter (GCSGAME_gameList's minBet: games whose smallest bet
 * is at most this, in major units of the merchant's currency); 0 is any. Whole units, so that a
 * currency without decimals names each step once.
 */
export const MIN_BET_STEPS = [0, 1, 2, 5] as const;
