import { Type } from 'typebox';
import { DictEntrySchema, MenuNodeSchema, PageSchema, UserInfoSchema } from '../contract/wire';
import { groupDictEntries } from '../dict/dict';
import type { ServerDictEntry } from '../dict/types';
import { resolveView } from '../menu/menu';
import { schemaProblems } from './schema-problems';

// The shape of each answer is the contract's schema (contract/wire.ts): `schemaProblems` turns its departures into
// sentences. What a schema cannot say (unique route names, a view the console declares, a page that matches the
// query) is checked here by hand.

/** What the shape rules below answer: one sentence per problem found (none: the value conforms). */
type Problems = string[];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const named = (root: string) => (path: readonly (string | number)[]) =>
  path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${key}`), root);

/**
 * Problems of a user info (login's `userInfo`, selfInfo's result) for the fields the kit reads.
 * @example
 * userInfoProblems({ userId: 1, username: 'admin', roleList: ['admin'] }); // []
 */
export function userInfoProblems(info: unknown): Problems {
  const problems = schemaProblems(UserInfoSchema, info, (path) => (path.length === 0 ? 'the user info' : named('')(path).slice(1)));
  if (isObject(info) && !isText(info.username) && !isText(info.realName))
    problems.push('the user info has neither username nor realName (the navbar shows one)');
  return problems;
}

/** `menuTree[0] ("setting").children[1] ("Role")`: each node on the path named by its route name. */
function menuPlace(tree: unknown) {
  return (path: readonly (string | number)[]): string => {
    let text = 'menuTree';
    let at: unknown = tree;
    for (const key of path) {
      at = isObject(at) || Array.isArray(at) ? (at as Record<string | number, unknown>)[key] : undefined;
      text += typeof key === 'number' ? `[${key}]` : `.${key}`;
      if (typeof key === 'number' && isObject(at) && isText(at.name)) text += ` ("${at.name}")`;
    }
    return text;
  };
}

/** The route-level rules: unique names, a view for each leaf, and (when given) a view the console declares. */
function nodeRules(node: unknown, where: string, names: Set<string>, components: readonly string[] | undefined, problems: Problems): void {
  if (!isObject(node)) return;
  const at = isText(node.name) ? `${where} ("${node.name}")` : where;
  if (isText(node.name)) {
    if (names.has(node.name)) problems.push(`${at}: the name is used twice (route names must be unique)`);
    names.add(node.name);
  }
  const children = Array.isArray(node.children) ? node.children : [];
  if (isText(node.component) && components && !resolveView(Object.fromEntries(components.map((c) => [c, c])), node.component)) {
    problems.push(`${at}: component "${node.component}" is not one of your pages`);
  }
  if (children.length === 0 && node.component === undefined) problems.push(`${at} has neither children nor a component (its view)`);
  children.forEach((child, i) => nodeRules(child, `${where}.children[${i}]`, names, components, problems));
}

/**
 * Problems of a menu tree: every node has the contract's shape (path, name, title; optional fields of their
 * types), names are unique, a node without children names its view in `component` (one of `components` when given).
 * @example
 * menuTreeProblems([{ path: 'setting', name: 'setting', title: 'menu.setting', children: [{ path: 'role', name: 'Role', title: 't', component: 'setting/role' }] }]); // []
 */
export function menuTreeProblems(tree: unknown, components?: readonly string[]): Problems {
  const problems = schemaProblems(Type.Array(MenuNodeSchema), tree, menuPlace(tree));
  if (!Array.isArray(tree)) return problems;
  const names = new Set<string>();
  tree.forEach((node, i) => nodeRules(node, `menuTree[${i}]`, names, components, problems));
  return problems;
}

/**
 * Problems of an operate list: an array of strings, holding every code the console declares.
 * @example
 * operateListProblems(['project:add', 7], ['project:add']); // ['operateList[1] is a number, not a string']
 */
export function operateListProblems(list: unknown, declared: readonly string[] = []): Problems {
  const problems = schemaProblems(Type.Array(Type.String()), list, named('operateList'));
  if (!Array.isArray(list)) return problems;
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
  const place = (path: readonly (string | number)[]): string => {
    if (path.length === 0) return 'the result';
    const entry = Array.isArray(list) ? list[path[0] as number] : undefined;
    const root = isObject(entry) && isText(entry.dictCode) ? `dictionary "${entry.dictCode}"` : `entry ${String(path[0])}`;
    return named(root)(path.slice(1));
  };
  const problems = schemaProblems(Type.Array(DictEntrySchema), list, place);
  if (problems.length > 0 || !Array.isArray(list)) return { problems, codes: 0, repeated: 0 };
  const codes = Object.keys(groupDictEntries(list as ServerDictEntry[])).length;
  return { problems, codes, repeated: list.length - codes };
}

/**
 * Problems of one page of a list for the query that asked for it.
 * @example
 * pageProblems({ list: [], total: 0, current: 1, pageSize: 20 }, { current: 1, pageSize: 20 }); // []
 */
export function pageProblems(page: unknown, asked: { current: number; pageSize?: number }): Problems {
  const problems = schemaProblems(PageSchema(Type.Unknown()), page, (path) =>
    path.length === 0 ? 'the result' : named('')(path).slice(1),
  );
  if (!isObject(page)) return problems;
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
