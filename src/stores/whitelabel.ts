import { atom } from 'nanostores';
import type { WhitelabelNode } from '../../contract/generated/common.ts';
import { systemWhitelabel } from '../../contract/generated/calls.ts';
import { gateway } from '../api/page-client.ts';

/** The whitelabel switches the site reads, flattened from the gateway's tree: modId → on. */
export const $whitelabel = atom<Record<string, boolean>>({});

/** Flattens the gateway's whitelabel tree; "1" means on. */
function flattenWhitelabel(nodes: readonly WhitelabelNode[]): Record<string, boolean> {
  const flat: Record<string, boolean> = {};
  const visit = (list: readonly WhitelabelNode[]) => {
    for (const node of list) {
      flat[node.modId] = node.enabled === '1';
      visit(node.childrenNodes ?? []);
    }
  };
  visit(nodes);
  return flat;
}

let loading: Promise<Record<string, boolean>> | undefined;

/** Loads the switches once per page. */
export function loadWhitelabel(): Promise<Record<string, boolean>> {
  loading ??= gateway()
    .call(systemWhitelabel, {})
    .then((tree) => {
      const flat = flattenWhitelabel(tree);
      $whitelabel.set(flat);
      return flat;
    });
  return loading;
}
