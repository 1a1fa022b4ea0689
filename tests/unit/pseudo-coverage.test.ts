import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Every page of the router must be opened by a pseudo-locale sweep (tests/e2e/languages-pseudo*.spec.ts)
// and checked there: text from catalogues only, nothing overflowing at 320 px. A page behind a role's
// guard must be swept signed in as that role. What a sweep covers is read from its own code (the paths
// it opens and the checks that follow), so a sweep that stops opening a page, or a new route file,
// fails here instead of going unnoticed.

const root = path.resolve(import.meta.dirname, '../..');
const e2e = path.join(root, 'tests/e2e');

/**
 * Routes with no screen of their own: each only sends the visitor on to another page, which is swept
 * under its own path. The test checks that each is still redirect-only.
 */
const exempt: Record<string, string> = {
  '/track': 'the short address on receipts: redirects to /orders/track',
  '/doctor/register': 'the footer’s recruitment link: redirects to /auth/register?role=doctor',
  '/pharmacy/register': 'the footer’s recruitment link: redirects to /auth/register?role=pharmacy',
  '/rider/register': 'the footer’s recruitment link: redirects to /auth/register?role=rider',
};

/**
 * Pages whose screen is still written in English, so a sweep of them would fail: each is listed with
 * what is left, and must leave this list when its sweep is added (the test below insists).
 */
const untranslated: Record<string, string> = {};

type Role = 'patient' | 'pharmacy' | 'doctor' | 'rider' | 'admin';
const roles: readonly string[] = ['patient', 'pharmacy', 'doctor', 'rider', 'admin'];
type Route = { id: string; path: string; role?: Role };

/** The router's pages, from the generated route tree: path (as users type it) and guarding role. */
function routerPages(): Route[] {
  const tree = readFileSync(path.join(root, 'src/routeTree.gen.ts'), 'utf8');
  const body = /export interface FileRoutesById \{([^}]*)\}/.exec(tree)?.[1];
  if (!body) throw new Error('src/routeTree.gen.ts has no FileRoutesById');
  const pages: Route[] = [];
  for (const [, id, type] of body.matchAll(/^\s*'([^']+)': typeof (\w+)/gm)) {
    // Layouts (the role guards) hold other routes and have no page of their own.
    if (type!.endsWith('WithChildren')) continue;
    const layout = /^\/_(\w+)\//.exec(id!)?.[1];
    const bare = id!.replace(/\/_\w+(?=\/)/g, '');
    pages.push({ id: id!, path: bare.length > 1 ? bare.replace(/\/$/, '') : bare, role: layout && roles.includes(layout) ? (layout as Role) : undefined });
  }
  return pages;
}

/** The route a path opens: the one matching it with the most fixed segments. `\0` stands for a value. */
function routeOf(pages: Route[], opened: string): Route | undefined {
  const bare = opened.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  const parts = bare.split('/');
  let best: Route | undefined;
  let bestFixed = -1;
  for (const page of pages) {
    const pattern = page.path.split('/');
    if (pattern.length !== parts.length) continue;
    let fixed = 0;
    const fits = pattern.every((segment, i) => {
      const part = parts[i]!;
      if (segment.startsWith('$')) return part.length > 0;
      fixed++;
      return part === segment;
    });
    if (fits && fixed > bestFixed) [best, bestFixed] = [page, fixed];
  }
  return best;
}

// ---- Reading a sweep spec ----

type Event =
  | { kind: 'open'; paths: string[]; line: number }
  | { kind: 'check'; text: boolean; overflow: boolean }
  | { kind: 'sign-in'; role: Role | 'account' };

const languagePrefix = /^\/(ha|yo|ig|pcm)(\/|$)/;
const nameOf = (node: ts.Node): string | undefined =>
  ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : undefined;

class Spec {
  readonly source: ts.SourceFile;
  /** Local functions that open a page: the index of their path argument. */
  readonly openers = new Map<string, number>([['openApp', 1]]);
  /** Local functions that run the checks, directly or through another. */
  readonly checkers = new Map<string, { text: boolean; overflow: boolean }>();
  readonly problems: string[] = [];

  constructor(readonly file: string) {
    this.source = ts.createSourceFile(file, readFileSync(path.join(e2e, file), 'utf8'), ts.ScriptTarget.Latest, true);
    this.findHelpers();
  }

  line(node: ts.Node) {
    return this.source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  }

  private findHelpers() {
    const functions: [string, ts.FunctionLikeDeclaration][] = [];
    const visit = (node: ts.Node) => {
      if (ts.isFunctionDeclaration(node) && node.name) functions.push([node.name.text, node]);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
        functions.push([node.name.text, node.initializer]);
      }
      ts.forEachChild(node, visit);
    };
    visit(this.source);
    // Until nothing changes: a helper may call another.
    for (let changed = true; changed; ) {
      changed = false;
      for (const [name, fn] of functions) {
        const params = fn.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
        const found = { text: false, overflow: false };
        const scan = (node: ts.Node) => {
          if (ts.isCallExpression(node)) {
            const callee = nameOf(node.expression);
            if (callee === 'textOutsideCatalogues') found.text = true;
            if (callee === 'overflowingControls') found.overflow = true;
            const inner = callee && this.checkers.get(callee);
            if (inner) [found.text, found.overflow] = [found.text || inner.text, found.overflow || inner.overflow];
            const at = callee === 'goto' ? 0 : callee ? this.openers.get(callee) : undefined;
            const arg = at !== undefined ? node.arguments[at] : undefined;
            if (arg && ts.isIdentifier(arg) && params.includes(arg.text) && !this.openers.has(name)) {
              this.openers.set(name, params.indexOf(arg.text));
              changed = true;
            }
          }
          ts.forEachChild(node, scan);
        };
        if (fn.body) scan(fn.body);
        const known = this.checkers.get(name);
        if ((found.text || found.overflow) && (!known || known.text !== found.text || known.overflow !== found.overflow)) {
          this.checkers.set(name, found);
          changed = true;
        }
      }
    }
  }

  /** The paths an expression can hold; substitutions (ids) become `\0`. */
  paths(expr: ts.Expression): string[] | undefined {
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isTemplateExpression(expr)) return [expr.head.text + expr.templateSpans.map((s) => `\0${s.literal.text}`).join('')];
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return this.paths(expr.expression);
    if (ts.isConditionalExpression(expr)) {
      const [a, b] = [this.paths(expr.whenTrue), this.paths(expr.whenFalse)];
      return a && b ? [...a, ...b] : undefined;
    }
    if (ts.isIdentifier(expr)) return this.resolve(expr);
    return undefined;
  }

  /** A name's paths: a loop's variable over a list of paths, or a constant. */
  private resolve(id: ts.Identifier): string[] | undefined {
    for (let node: ts.Node | undefined = id.parent; node; node = node.parent) {
      if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer)) {
        const binding = node.initializer.declarations[0]!.name;
        let index: number | undefined;
        if (ts.isIdentifier(binding) && binding.text === id.text) index = -1;
        if (ts.isArrayBindingPattern(binding)) {
          const at = binding.elements.findIndex((e) => ts.isBindingElement(e) && ts.isIdentifier(e.name) && e.name.text === id.text);
          if (at >= 0) index = at;
        }
        if (index !== undefined) {
          const list = this.list(node.expression);
          if (!list) return undefined;
          const all: string[] = [];
          for (const item of list) {
            const element = index < 0 ? item : ts.isArrayLiteralExpression(item) ? item.elements[index] : undefined;
            const found = element && this.paths(element);
            if (!found) return undefined;
            all.push(...found);
          }
          return all;
        }
      }
      if (ts.isBlock(node) || ts.isSourceFile(node)) {
        for (const statement of node.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          for (const d of statement.declarationList.declarations) {
            if (ts.isIdentifier(d.name) && d.name.text === id.text && d.initializer) return this.paths(d.initializer);
          }
        }
      }
    }
    return undefined;
  }

  private list(expr: ts.Expression): readonly ts.Expression[] | undefined {
    if (ts.isArrayLiteralExpression(expr)) return expr.elements;
    if (ts.isAsExpression(expr) || ts.isParenthesizedExpression(expr)) return this.list(expr.expression);
    if (ts.isIdentifier(expr)) {
      for (let node: ts.Node | undefined = expr.parent; node; node = node.parent) {
        if (!ts.isBlock(node) && !ts.isSourceFile(node)) continue;
        for (const statement of node.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          for (const d of statement.declarationList.declarations) {
            if (ts.isIdentifier(d.name) && d.name.text === expr.text && d.initializer) return this.list(d.initializer);
          }
        }
      }
    }
    return undefined;
  }

  /** The path a URL assertion's regular expression names (`/\/cart\/checkout/` is /cart/checkout). */
  private arrival(expr: ts.Expression): string[] | undefined {
    if (!ts.isRegularExpressionLiteral(expr)) return this.paths(expr);
    const source = expr.text.slice(1, expr.text.lastIndexOf('/'));
    const plain = /^(?:\\[/?.\-=]|[\w-])+/.exec(source.replace(/^\^/, ''))?.[0];
    return plain ? [plain.replace(/\\(.)/g, '$1')] : undefined;
  }

  /** What a test's (or hook's) code does, in order: pages opened, checks run, sign-ins. */
  events(body: ts.Node): Event[] {
    const events: Event[] = [];
    const visit = (node: ts.Node) => {
      ts.forEachChild(node, visit);
      if (!ts.isCallExpression(node)) return;
      const callee = nameOf(node.expression);
      if (!callee) return;
      const at = callee === 'goto' ? 0 : this.openers.get(callee);
      if (at !== undefined || callee === 'toHaveURL') {
        const arg = node.arguments[at ?? 0];
        const paths = arg && (callee === 'toHaveURL' ? this.arrival(arg) : this.paths(arg));
        if (!paths) this.problems.push(`${this.file}:${this.line(node)}: cannot tell which page ${callee}(…) opens; write its path where the sweep can read it`);
        else events.push({ kind: 'open', paths, line: this.line(node) });
      }
      if (callee === 'textOutsideCatalogues') events.push({ kind: 'check', text: true, overflow: false });
      if (callee === 'overflowingControls') events.push({ kind: 'check', text: false, overflow: true });
      const checker = this.checkers.get(callee);
      if (checker) events.push({ kind: 'check', ...checker });
      if (callee === 'signInAs') {
        const role = node.arguments[1];
        if (role && ts.isStringLiteral(role) && roles.includes(role.text)) events.push({ kind: 'sign-in', role: role.text as Role });
        else this.problems.push(`${this.file}:${this.line(node)}: signInAs without a written role`);
      }
      // Accounts a spec makes for itself are patients' (createConfirmedAccount's default, or bookedConsultation's).
      if (callee === 'signInAsAccount') events.push({ kind: 'sign-in', role: 'account' });
    };
    visit(body);
    return events;
  }
}

/** The last function argument of a call: a test's, a hook's or a describe block's body. */
const callback = (call: ts.CallExpression) => {
  const last = call.arguments[call.arguments.length - 1];
  return last && (ts.isArrowFunction(last) || ts.isFunctionExpression(last)) ? last : undefined;
};

type Sweep = { route: Route; as: Role | 'account' | 'guest'; where: string };

/** The pages a spec sweeps: each opened, then checked (text and overflow) before the next page opens. */
function sweepsOf(spec: Spec, pages: Route[]): { sweeps: Sweep[]; unknown: string[] } {
  const sweeps: Sweep[] = [];
  const unknown: string[] = [];
  const walk = (node: ts.Node, signedIn: Role | 'account' | 'guest') => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const method = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'test' ? callee.name.text : undefined;
      const isTest = (ts.isIdentifier(callee) && callee.text === 'test') || method === 'only';
      const body = callback(node);
      if (method === 'describe' && body) {
        // A describe block's beforeEach sign-in holds for its tests.
        let inner = signedIn;
        for (const statement of ts.isBlock(body.body) ? body.body.statements : []) {
          if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) continue;
          const hook = statement.expression;
          const hookBody = ts.isPropertyAccessExpression(hook.expression) && hook.expression.name.text === 'beforeEach' ? callback(hook) : undefined;
          for (const e of hookBody ? spec.events(hookBody) : []) if (e.kind === 'sign-in') inner = e.role;
        }
        ts.forEachChild(body, (child) => walk(child, inner));
        return;
      }
      if (isTest && body) {
        let as = signedIn;
        let open: { paths: string[]; line: number; as: typeof as; text: boolean; overflow: boolean } | undefined;
        const close = () => {
          if (!open?.text || !open.overflow) return;
          for (const p of open.paths) {
            if (languagePrefix.test(p)) continue;
            const route = routeOf(pages, p);
            if (route) sweeps.push({ route, as: open.as, where: `${spec.file}:${open.line}` });
            else unknown.push(`${spec.file}:${open.line} ${p}`);
          }
        };
        for (const e of spec.events(body)) {
          if (e.kind === 'sign-in') as = e.role;
          if (e.kind === 'open') {
            close();
            open = { paths: e.paths, line: e.line, as, text: false, overflow: false };
          }
          if (e.kind === 'check' && open) [open.text, open.overflow] = [open.text || e.text, open.overflow || e.overflow];
        }
        close();
        return;
      }
    }
    ts.forEachChild(node, (child) => walk(child, signedIn));
  };
  // A file-level beforeEach sign-in holds for every test of the file.
  let fileRole: Role | 'account' | 'guest' = 'guest';
  for (const statement of spec.source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) continue;
    const hook = statement.expression;
    const hookBody = ts.isPropertyAccessExpression(hook.expression) && hook.expression.name.text === 'beforeEach' ? callback(hook) : undefined;
    for (const e of hookBody ? spec.events(hookBody) : []) if (e.kind === 'sign-in') fileRole = e.role;
  }
  walk(spec.source, fileRole);
  return { sweeps, unknown };
}

const pages = routerPages();
const specs = readdirSync(e2e).filter((f) => /^languages-pseudo.*\.spec\.ts$/.test(f)).sort().map((f) => new Spec(f));
const found = specs.map((spec) => ({ spec, ...sweepsOf(spec, pages) }));
const sweeps = found.flatMap((f) => f.sweeps);

describe('pseudo-locale sweeps cover every page of the router', () => {
  it('reads the route tree and the sweeps', () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.map((p) => p.path)).toContain('/orders/$id/reorder');
    expect(specs.length).toBeGreaterThan(5);
  });

  it('can tell which page every navigation of a sweep opens', () => {
    expect(specs.flatMap((s) => s.problems)).toEqual([]);
  });

  it('opens no path that is not a route (other than the not-found page)', () => {
    expect(found.flatMap((f) => f.unknown).filter((u) => !u.endsWith(' /no-such-page'))).toEqual([]);
  });

  it('sweeps every page, signed in as the role its guard lets in', () => {
    const missing: string[] = [];
    for (const page of pages) {
      if (page.path in exempt || page.path in untranslated) continue;
      const mine = sweeps.filter((s) => s.route === page);
      if (mine.length === 0) missing.push(`${page.path}: no pseudo sweep opens and checks it`);
      else if (page.role && !mine.some((s) => s.as === page.role || (page.role === 'patient' && s.as === 'account'))) {
        missing.push(`${page.path}: swept only as ${[...new Set(mine.map((s) => s.as))].join(', ')}, not as a ${page.role} (${mine[0]!.where})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists as untranslated only pages that exist and no sweep covers yet', () => {
    for (const listed of Object.keys(untranslated)) {
      const page = pages.find((p) => p.path === listed);
      expect(page, `${listed} is no longer a route`).toBeDefined();
      expect(sweeps.filter((s) => s.route === page).map((s) => s.where), `${listed} is swept now: take it off the untranslated list`).toEqual([]);
    }
  });

  it('exempts only routes that exist and only send the visitor elsewhere', () => {
    const files: string[] = [];
    const collect = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) collect(full);
        else if (entry.name.endsWith('.tsx')) files.push(readFileSync(full, 'utf8'));
      }
    };
    collect(path.join(root, 'src/routes'));
    for (const exemptPath of Object.keys(exempt)) {
      const page = pages.find((p) => p.path === exemptPath);
      expect(page, `${exemptPath} is no longer a route`).toBeDefined();
      const source = files.find((text) => text.includes(`createFileRoute('${page!.id}')`));
      expect(source, `${exemptPath}'s route file`).toBeDefined();
      expect(source, `${exemptPath} shows a screen of its own: sweep it`).not.toMatch(/component\s*:/);
      expect(source).toMatch(/throw redirect\(/);
    }
  });
});

describe('reading the sweeps', () => {
  it('finds a page by its route, with values in place of parameters', () => {
    expect(routeOf(pages, '/orders/\0/reorder')?.path).toBe('/orders/$id/reorder');
    expect(routeOf(pages, '/orders/track?id=\0')?.path).toBe('/orders/track');
    expect(routeOf(pages, '/pharmacy/')?.path).toBe('/pharmacy');
    expect(routeOf(pages, '/reviews/order/\0')?.path).toBe('/reviews/$kind/$id');
    expect(routeOf(pages, '/dashboard/doctor')?.role).toBe('doctor');
    expect(routeOf(pages, '/no-such-page')).toBeUndefined();
  });

  it('counts a page as swept only when both checks follow its opening', () => {
    const rider = sweeps.filter((s) => s.route.path === '/rider/register');
    // The staff spec opens /rider/register to see where it leads, without checking it.
    expect(rider).toEqual([]);
    expect(sweeps.some((s) => s.route.path === '/admin/users' && s.as === 'admin')).toBe(true);
  });
});
