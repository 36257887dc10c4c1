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
