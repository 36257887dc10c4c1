// A vendor's game types (specification section 7: GCSGAME_getVassGameType answers game type →
// vendor codes of the merchant): the game list centre asks it when a vendor is chosen and offers
// that vendor's other types as filter chips. One answer covers every vendor, so it is cached for
// the tab as the game menus are.
import { gamesVendorTypes } from '../../contract/generated/calls.ts';
import type { GameType } from '../../contract/generated/common.ts';
import { lazyGateway } from '../api/lazy-client.ts';
import { pageConfig } from '../client/page-data.ts';
import { CLIENT_TYPE, PLATFORM } from '../shared/game-requests.ts';
import { cached } from './game-cache.ts';

/** The game types among `offered` (in its order) whose vendor list names the vendor. */
export function typesOfVendor(
  content: Readonly<Record<string, readonly string[] | undefined>>,
  vendor: string,
  offered: readonly GameType[],
) {
  return offered.filter((type) => content[type]?.includes(vendor) === true);
}

/** The game types of a vendor that the site offers, from the gateway (once a tab). */
export async function vendorGameTypes(vendor: string): Promise<GameType[]> {
  const { merchantCode, lang, products } = pageConfig();
  const content = await cached('vendorTypes', async () => {
    const client = await lazyGateway();
    const value = await client.call(gamesVendorTypes, {
      clientType: CLIENT_TYPE,
      platform: PLATFORM,
      merchant: merchantCode,
      language: lang,
    });
    return value.content;
  });
  return typesOfVendor(
    content,
    vendor,
    products.map((p) => p.gameType),
  );
}
