import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Few files on the first route. Left to itself the bundler cuts the entry's and the tab pages' code into one
 * chunk per set of importers: about ninety files on home's first route, each a request (six at a time over
 * HTTP/1.1, a round trip each on a phone's network) and a module to instantiate. This groups instead, from the
 * module graph of the build: everything the entry imports statically, plus what every tab page uses, in one
 * `first` chunk; what one tab page alone uses in `tab-<key>`; what some tabs share in `tabs-<keys>`. A tab's first
 * route is then a handful of files. The modules keep their place in the graph (other pages import them from
 * these chunks); only the cut changes. What code loaded later (other pages, sheets) imports too goes in a
 * `…-shared` chunk beside the tab's, so that code never loads a tab page's own code.
 */
export interface FirstRouteChunks {
  plugin: Plugin;
  /** For `build.rolldownOptions.output.codeSplitting.groups`. */
  groups: { name: (id: string) => string | null; test: (id: string) => boolean; priority: number }[];
}

export interface GraphNode {
  id: string;
  importedIds: readonly string[];
}

/** Static closure of `roots` in `graph`, not entering the modules `leaveOut` names. */
export function staticClosure(
  roots: readonly string[],
  graph: (id: string) => GraphNode | null,
  leaveOut: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || leaveOut(id)) continue;
    const node = graph(id);
    if (!node) continue;
    seen.add(id);
    queue.push(...node.importedIds);
  }
  return seen;
}

/**
 * Module id → chunk name: `first` (the entry's closure, what all tabs use), `tab-<key>`, `tabs-<key>-<key>…`.
 * `leaveOut` modules (and what only they import) are not assigned: the bundler puts them beside the code that
 * uses them. The graph is of imports, not of use: a module a barrel re-exports is in the entry's closure even when
 * only a later page calls it.
 */
export function assignFirstRoute(
  entries: readonly string[],
  tabs: Record<string, string>,
  graph: (id: string) => GraphNode | null,
  leaveOut: (id: string) => boolean = () => false,
  allIds: readonly string[] = [],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const id of staticClosure(entries, graph, leaveOut)) out.set(id, 'first');
  const keys = Object.keys(tabs);
  const users = new Map<string, string[]>();
  for (const key of keys)
    for (const id of staticClosure([tabs[key]!], graph, leaveOut))
      if (!out.has(id)) users.set(id, [...(users.get(id) ?? []), key]);
  // A tab's module that lazily loaded code (other pages, sheets) imports too goes in a `…-shared` chunk: such a page
  // then loads that chunk, not the tab page's own code with it.
  const onFirstRoute = new Set([...out.keys(), ...users.keys()]);
  const lazyReach = staticClosure(
    allIds.filter((id) => !onFirstRoute.has(id)),
    graph,
    leaveOut,
  );
  for (const [id, by] of users) {
    const name = by.length === 1 ? `tab-${by[0]}` : `tabs-${by.join('-')}`;
    out.set(id, by.length === keys.length ? 'first' : lazyReach.has(id) ? `${name}-shared` : name);
  }
  return out;
}

/**
 * `tabs`: tab key → the tab page's source file (absolute, without extension is fine); `leaveOut`: modules the
 * bundler places by use (assignFirstRoute).
 */
export function firstRouteChunks(
  tabs: Record<string, string>,
  leaveOut: (id: string) => boolean = () => false,
): FirstRouteChunks {
  let assigned = new Map<string, string>();
  const strip = (id: string) => id.replace(/\?.*$/, '');
  const plugin: Plugin = {
    name: 'meridian:first-route-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const byBase = new Map(ids.map((id) => [strip(id).replace(/\.[cm]?[jt]sx?$/, ''), id]));
      const tabIds: Record<string, string> = {};
      for (const [key, file] of Object.entries(tabs)) {
        const id = byBase.get(path.resolve(file).replace(/\.[cm]?[jt]sx?$/, ''));
        if (!id) throw new Error(`firstRouteChunks: tab page ${key} (${file}) is not in the build`);
        tabIds[key] = id;
      }
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      assigned = assignFirstRoute(
        entries,
        tabIds,
        (id) => {
          const info = this.getModuleInfo(id);
          return info ? { id, importedIds: info.importedIds } : null;
        },
        leaveOut,
        ids,
      );
    },
  };
  return {
    plugin,
    groups: [
      {
        name: (id) => assigned.get(id) ?? null,
        test: (id) => assigned.has(id),
        priority: 10,
      },
    ],
  };
}
