/**
 * Arco Design 2.66 renders a few pieces of markup that fail WCAG 2 A/AA checks (axe-core) and that no Arco prop
 * reaches. This is the one place that repairs them in the DOM. Each repair only adds or corrects an attribute
 * React does not manage (or, for the tree's level, re-corrects it whenever React writes it), so it never fights
 * a render; it runs on what is there now and on everything added later, portals included when the root is
 * `document.body`. What an Arco prop can fix is fixed with the prop instead (see the package README).
 */

/** One repair: the elements it applies to, and the change (idempotent: a second run changes nothing). */
interface AriaRepair {
  selector: string;
  apply(element: Element): void;
}

let nextId = 0;
/** The element's id, given one first if it has none. */
function idOf(element: Element): string {
  if (!element.id) element.id = `bo-aria-${++nextId}`;
  return element.id;
}

function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The repairs, each named after the axe rule it satisfies. */
const REPAIRS: readonly AriaRepair[] = [
  {
    // Menu, aria-allowed-attr + aria-required-children: an inline sub-menu's header toggles it (tabindex,
    // aria-expanded, aria-controls) but has no role, inside Arco's role="menu". Pop-up sub-menu headers take
    // their role from the SubMenu's props (MenuTree passes it).
    selector: '.arco-menu-inline-header:not([role])',
    apply: (header) => header.setAttribute('role', 'menuitem'),
  },
  {
    // Pagination, aria-prohibited-attr: the page-size wrapper is a plain div with aria-label. As a group, the
    // label is allowed and names the group around the size select.
    selector: '.arco-pagination-option[aria-label]:not([role])',
    apply: (wrapper) => wrapper.setAttribute('role', 'group'),
  },
  {
    // Pagination, label: the jumper's input has no label; it is labelled by the texts around it ("Go To" … "Page").
    selector: '.arco-pagination-jumper > input:not([aria-label]):not([aria-labelledby])',
    apply: (input) => {
      const texts = [...(input.parentElement?.children ?? [])].filter((el) => el.tagName === 'SPAN' && el.textContent);
      if (texts.length) input.setAttribute('aria-labelledby', texts.map(idOf).join(' '));
    },
  },
  {
    // Table, label: the header's select-all checkbox has no label; ResourceTable puts a hidden title beside it.
    selector: '.arco-table-th-item > label > input[type="checkbox"]:not([aria-label]):not([aria-labelledby])',
    apply: (input) => {
      const title = input.closest('.arco-table-th-item')?.querySelector(':scope > .bo-visually-hidden');
      if (title) input.setAttribute('aria-labelledby', idOf(title));
    },
  },
  {
    // Tabs, aria-required-parent: the tabs (role="tab") sit in a header without role="tablist".
    selector: '.arco-tabs-header:not([role])',
    apply: (header) => {
      header.setAttribute('role', 'tablist');
      if (header.closest('.arco-tabs-vertical')) header.setAttribute('aria-orientation', 'vertical');
    },
  },
  {
    // Tree, aria-valid-attr-value: a node's aria-level counts from 0; ARIA counts from 1. The level is the
    // node's indent blocks plus one, so a second run (or Arco counting from 1 one day) changes nothing.
    selector: '.arco-tree-node[role="treeitem"]',
    apply: (node) => {
      const indent = [...node.children].find((el) => el.classList.contains('arco-tree-node-indent'));
      const blocks = indent ? [...indent.children].filter((el) => el.classList.contains('arco-tree-node-indent-block')).length : 0;
      setIfChanged(node, 'aria-level', String(blocks + 1));
    },
  },
];

function repairTree(element: Element): void {
  for (const repair of REPAIRS) {
    if (element.matches(repair.selector)) repair.apply(element);
    element.querySelectorAll(repair.selector).forEach((el) => repair.apply(el));
  }
}

/**
 * Repairs Arco's markup under `root` now and whenever elements are added (or React rewrites a tree node's
 * aria-level) until the returned function is called. `ConsoleLayout` runs it on `document.body` while mounted,
 * so that every page, modal and drawer of the console is covered; a console without `ConsoleLayout` can run it
 * itself.
 *
 * @example
 * useEffect(() => repairArcoAria(document.body), []);
 */
export function repairArcoAria(root: Element): () => void {
  repairTree(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element) repairTree(record.target);
        continue;
      }
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) repairTree(node);
      });
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-level'] });
  return () => observer.disconnect();
}
