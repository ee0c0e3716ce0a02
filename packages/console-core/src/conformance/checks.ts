import type { ContractCheckName } from './types';

/**
 * Every check of the conformance kit in report order, with the title the report shows.
 * @example
 * CONTRACT_CHECKS.map((c) => c.name); // ['login.refusesWrongPassword', 'login.answersTokenAndUserInfo', ...]
 */
export const CONTRACT_CHECKS: readonly { name: ContractCheckName; title: string }[] = [
  { name: 'login.refusesWrongPassword', title: 'A wrong password is refused with a non-200 envelope and a message' },
  { name: 'login.answersTokenAndUserInfo', title: 'Login answers a token and the user info' },
  { name: 'selfInfo.fields', title: 'Own info carries the fields the kit reads' },
  { name: 'menu.tree', title: 'Menu tree nodes have path, name, title, valid children and components' },
  { name: 'menu.operateList', title: 'The operate list is an array of operation code strings' },
  { name: 'menu.home', title: "The menu offers the console's home route" },
  { name: 'dict.entries', title: 'Dictionary entries have a dictCode and items, and group by dictCode' },
  {
    name: 'list.paging',
    title: 'A list answers { list, total, current, pageSize }, default 20, with a maximum; page 2 differs from page 1',
  },
  { name: 'list.filters', title: 'A known filter narrows the list; an unknown one is refused with 400 naming it' },
  { name: 'auth.missingToken', title: 'A call without a token gets 50008' },
  { name: 'logout.revokesToken', title: 'Logout revokes the token (the next call gets 50008, 50012 or 50014)' },
  { name: 'envelope.statusMirrorsCode', title: 'Refusals carry the HTTP status of their code (401 for 50008/50012/50014)' },
];
