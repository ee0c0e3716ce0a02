import { groupDictEntries } from '../dict/dict';
import type { DictEntry } from '../dict/types';
import { resolveView } from '../menu/menu';

/** What the shape rules below answer: one sentence per problem found (none: the value conforms). */
type Problems = string[];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`);

/**
 * Problems of a user info (login's `userInfo`, selfInfo's result) for the fields the kit reads.
 * @example
 * userInfoProblems({ userId: 1, username: 'admin', roleList: ['admin'] }); // []
 */
export function userInfoProblems(info: unknown): Problems {
  if (!isObject(info)) return [`the user info is ${kindOf(info)}, not an object`];
  const problems: Problems = [];
  if (!isText(info.username) && !isText(info.realName))
    problems.push('the user info has neither username nor realName (the navbar shows one)');
  if (info.userId !== undefined && typeof info.userId !== 'number' && typeof info.userId !== 'string')
    problems.push('userId is neither a number nor a string');
  if (info.roleList !== undefined && !(Array.isArray(info.roleList) && info.roleList.every((r) => typeof r === 'string'))) {
    problems.push('roleList is not an array of strings');
  }
  if (info.role !== undefined && typeof info.role !== 'string') problems.push('role is not a string');
  if (info.mustChangePassword !== undefined && typeof info.mustChangePassword !== 'boolean')
    problems.push('mustChangePassword is not a boolean');
  for (const field of ['avatar', 'realName'] as const) {
    if (info[field] !== undefined && info[field] !== null && typeof info[field] !== 'string')
      problems.push(`${field} is neither a string nor null`);
  }
  return problems;
}

function nodeProblems(
  node: unknown,
  where: string,
  names: Set<string>,
  components: readonly string[] | undefined,
  problems: Problems,
): void {
  if (!isObject(node)) return void problems.push(`${where} is ${kindOf(node)}, not a node`);
  const at = isText(node.name) ? `${where} ("${node.name}")` : where;
  if (!isText(node.path)) problems.push(`${at} has no path (a non-empty string)`);
  if (!isText(node.name)) problems.push(`${at} has no name (a non-empty string)`);
  else if (names.has(node.name)) problems.push(`${at}: the name is used twice (route names must be unique)`);
  else names.add(node.name);
  if (typeof node.title !== 'string') problems.push(`${at} has no title (a string: an i18n key or a text)`);
  if (node.titles !== undefined && (!isObject(node.titles) || Object.values(node.titles).some((text) => typeof text !== 'string'))) {
    problems.push(`${at}: titles is not an object of texts by language ({ "en-US": "...", "zh-CN": "..." })`);
  }
  if (node.arcoIcon !== undefined && typeof node.arcoIcon !== 'string') problems.push(`${at}: arcoIcon is not a string`);
  if (node.isShow !== undefined && node.isShow !== 0 && node.isShow !== 1)
    problems.push(`${at}: isShow is ${JSON.stringify(node.isShow)}, not 0 or 1`);
  if (node.order !== undefined && typeof node.order !== 'number') problems.push(`${at}: order is not a number`);
  if (node.activeMenu !== undefined && typeof node.activeMenu !== 'string') problems.push(`${at}: activeMenu is not a string`);
  if (node.children !== undefined && !Array.isArray(node.children)) return void problems.push(`${at}: children is not an array`);
  const children = (node.children as unknown[] | undefined) ?? [];
  if (node.component !== undefined && !isText(node.component)) problems.push(`${at}: component is not a non-empty string`);
  else if (isText(node.component) && components && !resolveView(Object.fromEntries(components.map((c) => [c, c])), node.component)) {
    problems.push(`${at}: component "${node.component}" is not one of your pages`);
  }
  if (children.length === 0 && node.component === undefined) problems.push(`${at} has neither children nor a component (its view)`);
  children.forEach((child, i) => nodeProblems(child, `${where}.children[${i}]`, names, components, problems));
}

/**
 * Problems of a menu tree: every node has path, name (unique), title; optional fields have their types; a node
 * without children names its view in `component` (one of `components` when given).
 * @example
 * menuTreeProblems([{ path: 'setting', name: 'setting', title: 'menu.setting', children: [{ path: 'role', name: 'Role', title: 't', component: 'setting/role' }] }]); // []
 */
export function menuTreeProblems(tree: unknown, components?: readonly string[]): Problems {
  if (!Array.isArray(tree)) return [`menuTree is ${kindOf(tree)}, not an array`];
  const problems: Problems = [];
  const names = new Set<string>();
  tree.forEach((node, i) => nodeProblems(node, `menuTree[${i}]`, names, components, problems));
  return problems;
}

/**
 * Problems of an operate list: an array of strings, holding every code the console declares.
 * @example
 * operateListProblems(['project:add', 7], ['project:add']); // ['operateList[1] is a number, not a string']
 */
export function operateListProblems(list: unknown, declared: readonly string[] = []): Problems {
  if (!Array.isArray(list)) return [`operateList is ${kindOf(list)}, not an array`];
  const problems = list.flatMap((code, i) => (typeof code === 'string' ? [] : [`operateList[${i}] is ${kindOf(code)}, not a string`]));
  for (const code of declared)
    if (!list.includes(code)) problems.push(`the declared operation "${code}" is not in this account's operate list`);
  return problems;
}

/**
 * Problems of the all-dictionaries answer, and how many dictionaries it groups into.
 * @example
 * dictProblems([{ dictCode: 'status', items: [{ label: 'Open', value: '1' }] }]); // { problems: [], codes: 1, repeated: 0 }
 */
export function dictProblems(list: unknown): { problems: Problems; codes: number; repeated: number } {
  if (!Array.isArray(list)) return { problems: [`the result is ${kindOf(list)}, not an array of dictionaries`], codes: 0, repeated: 0 };
  const problems: Problems = [];
  list.forEach((entry, i) => {
    if (!isObject(entry)) return void problems.push(`entry ${i} is ${kindOf(entry)}, not an object`);
    if (!isText(entry.dictCode)) return void problems.push(`entry ${i} has no dictCode (a non-empty string)`);
    const at = `dictionary "${entry.dictCode}"`;
    if (!Array.isArray(entry.items)) return void problems.push(`${at} has no items array`);
    entry.items.forEach((item, j) => {
      if (!isObject(item) || typeof item.label !== 'string') problems.push(`${at}: item ${j} has no label (a string)`);
      else if (typeof item.value !== 'string' && typeof item.value !== 'number')
        problems.push(`${at}: item ${j} has no value (a string or number)`);
    });
  });
  if (problems.length > 0) return { problems, codes: 0, repeated: 0 };
  const codes = Object.keys(groupDictEntries(list as DictEntry[])).length;
  return { problems, codes, repeated: list.length - codes };
}

/**
 * Problems of one page of a list for the query that asked for it.
 * @example
 * pageProblems({ list: [], total: 0, current: 1, pageSize: 20 }, { current: 1, pageSize: 20 }); // []
 */
export function pageProblems(page: unknown, asked: { current: number; pageSize?: number }): Problems {
  if (!isObject(page)) return [`the result is ${kindOf(page)}, not { list, total, current, pageSize }`];
  const problems: Problems = [];
  if (!Array.isArray(page.list)) problems.push('list is not an array');
  if (!Number.isInteger(page.total) || (page.total as number) < 0) problems.push('total is not a count (an integer from 0)');
  if (page.totalCapped !== undefined && typeof page.totalCapped !== 'boolean')
    problems.push(`totalCapped is ${JSON.stringify(page.totalCapped)}, not true or false`);
  if (page.current !== asked.current) problems.push(`current is ${JSON.stringify(page.current)} for page ${asked.current}`);
  if (asked.pageSize !== undefined && page.pageSize !== asked.pageSize)
    problems.push(`pageSize is ${JSON.stringify(page.pageSize)} when ${asked.pageSize} was asked`);
  if (asked.pageSize === undefined && page.pageSize !== 20)
    problems.push(`pageSize is ${JSON.stringify(page.pageSize)} without one asked (the default is 20)`);
  const size = typeof page.pageSize === 'number' ? page.pageSize : Infinity;
  if (Array.isArray(page.list) && page.list.length > size) problems.push(`list has ${page.list.length} rows, more than pageSize ${size}`);
  if (Array.isArray(page.list) && typeof page.total === 'number' && page.total < page.list.length && asked.current === 1) {
    problems.push(`total ${page.total} is less than the ${page.list.length} rows of page 1`);
  }
  return problems;
}
